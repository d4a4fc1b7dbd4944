// cudagen 0.1 seed 325 valid
// features: kernel,launch,launch_stream,host_function,main,constexpr_var,local_array,enum,enum_class,typedef,if,goto,ternary,bitwise,shift,logical,comparison,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,macro_object,macro_function,macro_statement,pp_ifdef
#include "prelude.cuh"

#define CHUNK_1 4
#define CHUNK_2 3
#define HALF_3(x) ((x) / 2)
#define SQR_4(x) ((x) * (x))
#define SWAP_5(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define USE_FAST_PATH_6

#ifdef USE_FAST_PATH_6
#define TUNE_7 2
#else
#define TUNE_7 25
#endif
enum Level8 : int { LOW9, FAST10, ON11 = 7 };

unsigned long host_step12(Level8 cfg13, int lane14, int lane15) {
    if (!(lane15 < 0x2F)) {
        goto finish17;
    }
    if (24L <= (static_cast<int>(lane15) - (cfg13 & 1))) {
        unsigned idx16{17ull};
        if (cfg13 != FAST10) {
            return +(FAST10 >> cfg13);
        }
    }
finish17:;
    return (static_cast<unsigned int>(CHUNK_2) & ((long)cfg13)) ^ FAST10;
}
enum class Kind18 { On19, Blue20 };
enum State21 : unsigned int {
    GREEN22,
    SLOW23 = 4,
    BUSY24 = 6,
    MUL25,
    LOW26
};
typedef int *ptr27_t;

__global__ void decay28(char *out29, size_t alpha30) {
    if (((out29[0x3] + out29[alpha30]) > alpha30) || (alpha30 == out29[alpha30])) {
        if ((*out29) <= 48ul) {
            unsigned int f31[4] = {43};
            int y32((f31[alpha30]));
            alpha30 = 0x15;
        }
    }
}

inline long host_gather33(int lane34, float beta35) {
    lane34 = HALF_3(lane34 & (-lane34));
    cudaStream_t k36 = nullptr;
    return (static_cast<unsigned int>(beta35) >= static_cast<int>(lane34)) ? SQR_4(beta35) : (~((unsigned)lane34));
}

int main() {
    int count37 = 201;
    cudaStream_t t38 = nullptr;
    float sum39 = -13.125F;
    if (static_cast<float>(count37 | count37) <= SQR_4(sum39)) {
        if (((count37 == count37) ? 2 : 3) <= count37) {
            return (sum39 - 0x5) * (count37 & count37);
        }
        sum39 = (CHUNK_2 ^ (count37 | count37)) % short(20);
    }
    decay28<<<(FAST10 + 7) * 8, (512)>>>(nullptr, 31);
    return 0;
}
