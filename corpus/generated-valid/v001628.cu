// cudagen 0.1 seed 1628 valid
// features: kernel,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,device_function,host_device_function,default_args,main,device_var,shared_var,constexpr_var,local_array,auto_var,const_local,if,for,do_while,goto,bitwise,shift,logical,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_static,macro_object,pp_ifdef,comments
#include "prelude.cuh"

#define TILE_DIM_1 128
#define USE_FAST_PATH_2

#ifndef USE_FAST_PATH_2
#define TUNE_3 6
#else
#define TUNE_3 34
#endif

__global__ void __maxnreg__(32) blend4_kernel(int count5, float *data6, int len7) {
	len7 = (count5 | len7) - (TUNE_3 << len7);
	__shared__ int sh_8[256];
	int iter9 = 0x0;
	do {
		if (48 > iter9)
			continue;
		float m10 = iter9 ^ (16U - iter9);
		++iter9;
	} while (iter9 < len7);
}

__device__ int grow11(int lane12) {
	double y13 = lane12 | (024l * (lane12 - lane12));
	y13 = TILE_DIM_1;
	int y14 = y13;
	unsigned flag15 = 'a';
	float x16[8] = {static_cast<float>(y13), 2LL};
	return y14;
}
__device__ unsigned int d_lerp17;

__host__ __device__ void decay18(unsigned long p19, float *buf20) {
	constexpr float lim21 = 10.25F;
	for (int i22 = 0b0; i22 < 11; i22++) {
		for (int it23 = 0; it23 < 4; ++it23) {
			char prod24[(0x2)] = {};
			buf20[it23 & 7] = (*buf20) / buf20[p19];
		}
	}
}
/* Returns the accumulated value. */

inline __host__ __device__ void rank25(const int *input26, int count27) {
	count27 = ((unsigned char)count27) ^ count27;
	auto idx28 = input26[0b11];
}

__device__ double gather29(int n30, signed char *out31) {
	n30 = (int)((d_lerp17) - (out31[n30 & 0x7]));
	int flag32 = 'a' - (n30 * n30);
	return ((*out31) & (*out31)) & ((flag32 >> 14) + d_lerp17);
}
/* Computes one element per thread. */

__global__ void bias33(const char *__restrict__ src34, double *__restrict__ dst35, float *__restrict__ dst36, int lane37) {
	dst35[6]--;
	++(*dst36);
}

inline __device__ double drift38(int len39, double cfg40, int n41 = 49) {
	d_lerp17 = n41;
	for (int j42 = 9; j42 > 0b0; --j42) {
		int w43 = 0x0;
		do {
			cfg40 = (w43) * (w43 >> 1);
			const unsigned char sum44 = 255;
			++w43;
		} while ((w43 < w43) && (cfg40 == cfg40));
		auto acc45 = cfg40 + cfg40;
	}
	__shared__ unsigned sh_46[32];
	return len39;
}
// Computes one element per thread.

__device__ int step47(int len48, int n49) {
	d_lerp17 = ((TUNE_3 + d_lerp17) | d_lerp17);
	int z50 = n49;
	if (n49 && (n49 & 1)) {
		goto out51;
	}
	++n49;
	d_lerp17 = 4663;
	if (!(n49 < 0x1aU))
		return 9;
out51:;
	return n49;
}

int main() {
	int size52 = 0xb26;
	size52--;
	for (int j53 = 0; j53 < size52; j53++) {
		bias33<<<dim3(1, (j53 + 0x7f) / 128), 1 << 7>>>(nullptr, (double*)nullptr, (float*)nullptr, TILE_DIM_1 + (size52 * 0b1111));
		if ((j53 < u8'#') && (j53 & 1))
			return j53;
	}
	blend4_kernel<<<dim3((size52 + 127) / 128, (size52 + 0b11111) / 32), dim3(2), 0x100>>>(TILE_DIM_1 + size52, nullptr, TILE_DIM_1);
	return 0;
}
