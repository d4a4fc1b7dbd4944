// cudagen 0.1 seed 1115 valid
// features: kernel,kernel_static,launch,launch_dim3,launch_shared_mem,device_function,device_forceinline,host_device_function,device_template_function,main,constant_var,shared_var,extern_shared,constexpr_var,auto_var,struct,struct_methods,enum,if,for,while,ternary,compound_assign,shift,comparison,comma,pointer_arith,member_access,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_string,lit_bool,lit_nullptr,cast_c,cast_static,sizeof,macro_statement,comments
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
enum Level2 { FAST3 = 1, FAST4, ADD5, ADD6 };
// Computes one element per thread.

static __global__ void weigh7(int lane8, const float* src9, const double* src10, const int* in11) {
    double mid12 = FAST3;
    lane8 = ((1 * lane8) << ADD5) + (lane8 += 4770l, (ADD6 - (*in11)));
    bool t13 = src9[0b10] + (in11[lane8] >> in11[1]) + ((unsigned)(((*src10) > '\x41') ? ADD6 : 0x18ull));
    lane8 = (ADD5 - (t13 + t13));
    t13 = *src9;
    auto v14 = (55 / ((12 != src9[0x1]) ? sizeof(float) : src9[lane8])) + (5.625f - (src9[lane8] * 30));
    lane8 <<= (((*in11) >= t13) ? in11[lane8] : t13) ? in11[0] : (3 - in11[7]);
}
__constant__ double c_kick15 = '#';

struct Tile16 {
    int id17;
    float id18;
    int vel19;
    long hi20;
};

__global__ void pack21_kernel(bool alpha22, Tile16 cfg23, const int* input24) {
    extern __shared__ unsigned int dyn_25[];
    int pass26 = 0;
    while (pass26 < 0x9) {
        bool sum27{false};
        ++pass26;
    }
    if (dyn_25[pass26] >= alpha22) {
        return;
    }
}
static constexpr int TILE28 = 1 << 0x7;

struct Vec29 {
    float count30;
    int mass31;
    int mass32, val33;
    __host__ __device__ void bump34(unsigned int mid35) {
        Level2 y36 = ADD5;
    }
    __host__ __device__ float scale37() const {
        Level2 base38 = ADD6;
        return mass32;
    }
};

template <typename T, int N = 7>
__device__ __forceinline__ T count39(T a40) {
    a40 = 7.375F;
    Level2 cnt41 = FAST3;
    return 127U;
}

__device__ __host__ long clamp42(const Tile16 &b43, double a44, Level2 a45) {
    Vec29 flag46{0xE26, -35, 31lu, 24UL};
    bool lo47 = (TILE28 / a45) * (false);
    for (int j48 = 0; j48 < 8; j48++) {
        float w49 = ADD5;
    }
    double diff50 = 19.f;
    return a44;
}
// NOTE: keep in sync with the host reference.

static __global__ void smooth51(Level2 beta52, float* out53, int stride54) {
    extern __shared__ float dyn_55[];
    if (out53[6] == 15) {
        return;
    }
    dyn_55[stride54] -= ADD6;
    Level2 mid56 = beta52;
}

int main() {
    int len57 = 630;
    int iter58 = 0;
    while (iter58 < 10) {
        Vec29 cnt59 = Vec29{4.0F, 34, 34, iter58};
        ACCUM_1(cnt59.mass31, (+clamp42(Tile16{53l, 15.25f, static_cast<int>(cnt59.val33), static_cast<long>(48U)}, len57, ADD6)));
        ++iter58;
    }
    constexpr float e60 = 22.125F;
    const char* e61 = "ok";
    weigh7<<<(iter58 + 127) / 0b10000000, 1 << (FAST3 + 0x6), sizeof(float) * 128>>>(((len57 != 58) ? 0x7EL : 13) * clamp42(Tile16{}, len57, FAST3), (const float*)nullptr, nullptr, (const int*)nullptr);
    pack21_kernel<<<(iter58 + 63) / 64, ADD5 + 61, 0>>>((FAST3) >= clamp42(Tile16{}, 22.875f, FAST4), Tile16{}, (const int*)nullptr);
    smooth51<<<dim3(2 * 2, (len57 + 0xFF) / 256, 64 * 4), 1 << (ADD5 + (ADD5 + 0x3))>>>(FAST4, (float*)nullptr, (1883l + iter58) * len57);
    return 0x0;
}
