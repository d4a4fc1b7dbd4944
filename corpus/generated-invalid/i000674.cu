// cudagen 0.1 seed 674 invalid:explicit_constructor_conversion
// features: kernel,launch,host_function,main,shared_var,host_global,constexpr_var,struct,operator_overload,typedef,if,if_else,for,do_while,ternary,comparison,pointer_arith,member_access,array_index,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_reinterpret,macro_object,macro_function,macro_paste,pp_ifdef
#include "prelude.cuh"

#define RADIUS_1 16
#define HALF_2(x) ((x) / 2)
#define LOW_BITS_3(x) ((x) & 0xF)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b
#define USE_FAST_PATH_7

#ifndef USE_FAST_PATH_7
#define TUNE_8 2
#else
#define TUNE_8 63
#endif

struct Acc9 {
	int weight10;
	unsigned int vel11;
	double vel12;
	int count13;
};

__host__ __device__ Acc9 operator+(Acc9 a, Acc9 b) {
	Acc9 r = a;
	r.weight10 += b.weight10;
	r.vel11 += b.vel11;
	r.vel12 += b.vel12;
	r.count13 += b.count13;
	return r;
}
typedef Acc9 rec14_t;
const double g_bump15 = 15.25;

__global__ void update16(float* out17, int* buf18, int count19, const int* in20) {
	if ((*in20) <= (*out17)) {
		for (int i21 = 0; i21 < 6; ++i21) {
			__shared__ float sh_22[32];
		}
		int pass23 = 0;
		do {
			count19 = count19;
			count19 = in20[pass23];
			int u24 = 28;
			++pass23;
		} while (pass23 < count19);
	} else {
	}
}

void smooth25(const int* coef26, double* buf27) {
	unsigned long* val28 = reinterpret_cast<size_t*>(buf27);
	int s29(val28[5]);
}
struct Id_32 {
    explicit Id_32(int v) : x(v) {}
    int x;
};

int main() {
	int n30 = 01262;
	Id_32 id_32 = n30;
	Acc9 mid31{52u, 60l, 2.0, 24L};
	update16<<<256, 512>>>((float*)nullptr, nullptr, (RADIUS_1 + mid31.count13) - ((int)mid31.count13), nullptr);
	update16<<<2, 256>>>((float*)nullptr, (int*)nullptr, ((g_bump15 != n30) ? n30 : mid31.count13) * ((' ' >= mid31.vel12) ? 16 : g_bump15), nullptr);
	return 0;
}
