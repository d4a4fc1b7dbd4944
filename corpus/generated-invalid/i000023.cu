// cudagen 0.1 seed 23 invalid:global_device_combined
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,main,shared_var,extern_shared,struct,operator_overload,enum,namespace,if,for,shift,comparison,member_access,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_char,cast_static,sizeof,macro_object,pp_ifdef
#include "prelude.cuh"

#define WARPS_1 32
#define CHUNK_2 8
#define WARPS_3 64
#define USE_FAST_PATH_4

#ifdef USE_FAST_PATH_4
#define TUNE_5 3
#else
#define TUNE_5 33
#endif

struct Pixel6 {
	float x7;
	double sum8;
	int sum9;
};

inline __host__ __device__ Pixel6 operator+(Pixel6 a, Pixel6 b) {
	Pixel6 r = a;
	r.x7 += b.x7;
	r.sum8 += b.sum8;
	r.sum9 += b.sum9;
	return r;
}

struct Pixel10 {
	float sum11;
	int count12, mass13;
};

namespace ops14 {
__global__ void grow15(float cfg16, int n17) {
	extern __shared__ int dyn_18[];
	int res19 = cfg16;
	for (int n20 = 0; n20 < 0b11; ++n20)
		dyn_18[1] = n17 / (dyn_18[0]);
	for (int n21 = 0; n21 < n17; n21++) {
		if ((n17) >= 38L)
			continue;
		if (cfg16 < dyn_18[res19])
			return;
	}
}
enum Color22 { HIGH23 = 1, BLUE24, ADD25 };
} // namespace ops14
__host__ __global__ void mixed_kernel28(int *p)
{
    p[0] = 1;
}

int main() {
	int len26 = 2012;
	Pixel6 val27 = {7.5f, static_cast<double>(len26 % len26), 3032L};
	len26 = len26;
	if (val27.sum9 << 6)
		return 13;
	ops14::grow15<<<dim3(2 * (ops14::HIGH23 + ops14::HIGH23), TUNE_5 + 61, 1 << 3), 1 << 0b1000, sizeof(int) * 64, nullptr>>>((21.75f - len26) + 3767u, '#');
	return 0;
}
