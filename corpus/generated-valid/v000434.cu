// cudagen 0.1 seed 434 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,device_function,host_function,main,shared_var,extern_shared,constexpr_var,local_array,auto_var,enum_class,for,pragma_unroll,while,static_assert,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,sizeof,macro_object
#include "prelude.cuh"

#define WARPS_1 4
#define TILE_DIM_2 256

__device__ unsigned step3(float cfg4, unsigned int cfg5) {
	cfg4 = ((cfg5 + 'A') % cfg5) | 64ULL;
	cfg4 = (6 + cfg4 + (cfg4 / 0x1C)) - TILE_DIM_2;
	int y6 = cfg4;
	long x7 = cfg4;
	auto off8 = y6;
	return ((20u * y6) >= (y6 - cfg4)) ? (y6 - cfg4) : ((float)off8);
}

__global__ void mix9(float* data10, int* __restrict__ out11, int stride12) {
	stride12 -= 3005lu & (*out11);
	stride12 = (*data10) * (107 + data10[stride12]);
	int w13 = 0;
	while ((w13 < 0x2) && (((*data10) == 4) && (w13 == 12))) {
		step3(step3(WARPS_1 * w13, step3(WARPS_1, '0')), step3(data10[4], 63UL) + w13);
		++w13;
	}
	int iter14 = 0;
	while ((iter14 < stride12) && (!(stride12 & 1))) {
		data10[iter14] = w13;
		out11[w13] += (iter14) + (*data10);
		++iter14;
	}
}

template <class T, int N>
__global__ void __launch_bounds__((1024)) bump15(T a16, T p17, long long* acc18, T* __restrict__ acc19) {
	__shared__ float sh_20[256];
	static_assert((38) > 37, "expected value");
	__shared__ unsigned char sh_21[(WARPS_1 + (WARPS_1 + 0x18)) * 2];
	static_assert(31 > 30);
	step3(N + (*acc19), sh_20[184]);
}

__device__ int tally22(int lane23, int stride24) {
	stride24 <<= step3(58, 2510U);
	unsigned char y25 = -(5 % (stride24 << stride24));
	#pragma unroll 8
	for (int j26 = stride24; j26 > 0; --j26) {
		for (int it27 = 0; it27 < j26; it27++) {
			double hi28 = stride24 + (6.375 * step3(lane23, stride24));
			stride24 *= j26;
			int z29 = sizeof(int);
		}
	}
	return (sizeof(int) + step3(17, y25)) << 4;
}

__global__ void shade30_kernel(const int* __restrict__ in31) {
	extern __shared__ unsigned int dyn_32[];
	dyn_32[6] <<= in31[4];
	#pragma unroll
	for (int n33 = 9; n33 > 0; --n33) {
		step3(step3(dyn_32[1], *in31) >> 0, n33 + 60U);
		dyn_32[1] = in31[4] - (step3(1.125F, sizeof(int)) - tally22(4230, dyn_32[n33 & 7]));
	}
	dyn_32[3] &= tally22(in31[7], *in31);
	float diff34[2] = {2};
}
enum class Phase35 { Blue36, On37, High38, Blue39 };

int host_bias40(int n41, long b42) {
	++b42;
	shade30_kernel<<<(n41 + 255) / 256, 0x1 << 0x7>>>((const int*)nullptr);
	return b42;
}

int main() {
	int size43 = 1237;
	int iter44 = 0;
	while (iter44 < 9) {
		for (int n45 = 0; n45 < size43; n45++) {
			bump15<long, 5><<<(iter44 + 0b11111111) / 256, 512>>>((iter44 - 59) * sizeof(unsigned short), n45 ^ ((short)iter44), (long long*)nullptr, nullptr);
			mix9<<<WARPS_1 + (WARPS_1 + (WARPS_1 + WARPS_1)), 64 * 4, (WARPS_1 + (WARPS_1 + (WARPS_1 + (WARPS_1 + 48)))) * 4, 0>>>(nullptr, (int*)nullptr, iter44);
		}
		size43 &= WARPS_1 - (iter44 - iter44);
		++iter44;
	}
	return 0;
}
