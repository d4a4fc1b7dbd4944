// cudagen 0.1 seed 2324 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,host_function,main,auto_var,struct,operator_overload,if,if_init,static_assert,ternary,compound_assign,shift,comparison,incdec,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,cast_static,sizeof,macro_function,macro_paste,macro_statement,comments
#include "prelude.cuh"

#define LOW_BITS_1(x) ((x) & 0xF)
#define LOW_BITS_2(x) ((x) & 0xF)
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_4(a, b) a##b

unsigned char run_gather5(int stride6, double a7, float p8) {
	p8 *= sizeof(int);
	auto lo9 = stride6;
	lo9--;
	ACCUM_3(a7, (-2.25f));
	static_assert(sizeof(int) == 0x4);
	int u10(lo9);
	static_assert(((61)) == 0x3D, "bad config");
	return u10 + 62;
}
// Returns the accumulated value.

__global__ void march11_kernel(int stride12, int lane13) {
	lane13 = sizeof(int);
	stride12 >>= 4;
}

struct Cell14 {
	double val15;
	signed char mass16;
	unsigned int flag17;
	long long x18;
};

inline __host__ __device__ Cell14 operator+(Cell14 a, Cell14 b) {
	Cell14 r = a;
	r.val15 += b.val15;
	r.mass16 += b.mass16;
	r.flag17 += b.flag17;
	r.x18 += b.x18;
	return r;
}

int main() {
	int n19 = 312;
	if (float x20 = CAT_4(n, 19); (n19 - CAT_4(n, 19)) != n19) {
		dim3 y21 = dim3((n19 + 0b11111) / 32, sizeof(unsigned int) * 2);
		Cell14 x22 = Cell14{static_cast<double>(-3494), -55ll, 0x3U, static_cast<long long>(0x23)};
	}
	double m23 = (CAT_4(n, 19) >= n19) ? run_gather5(n19, LOW_BITS_1(n19), n19) : 9;
	n19++;
	march11_kernel<<<(n19 + 255) / 0x100, sizeof(unsigned int) * 32, 0>>>(n19, 24L % n19);
	return 0;
}
