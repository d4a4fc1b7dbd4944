// cudagen 0.1 seed 1232 valid
// features: kernel,launch_bounds,maxnreg,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,static_device_function,host_function,constexpr_function,default_args,main,shared_var,constexpr_var,struct,operator_overload,aligned_struct,if,if_else,if_init,for,pragma_unroll,do_while,nested_block,ternary,bitwise,shift,logical,comparison,comma,pointer_arith,address_of,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_function
#include "prelude.cuh"

#define WARPS_1 128
#define MOD8_2(x) ((x) % 8)

__global__ void drift3(long b4, const int *src5) {
	int i6 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (i6 >= b4)
		return;
	signed char sum7 = 'z';
	int sum8 = (b4 += threadIdx.z, (gridDim.x * i6));
	for (int i9 = 0; i9 < 15; ++i9) {
		__shared__ float sh_10;
		if (sh_10 == i6)
			break;
	}
	b4 = 2145 | blockIdx.x;
}

static __device__ float decay11(int n12 = -47ll) {
	#pragma unroll 2
	for (int i13 = 0; i13 < n12; ++i13) {
		if (int x14{u8' '}; x14 >= blockDim.x) {
			if (sizeof(long long) < static_cast<int>(i13))
				return blockDim.x | i13;
			int y15 = i13;
		} else {
			unsigned tmp16 = MOD8_2(blockDim.z);
		}
	}
	return 4 / (threadIdx.x & n12);
}

constexpr int run_smooth17(int stride18) {
	stride18 = ((stride18 + stride18) * (stride18 + 54)) + 55l;
	stride18 = 58l;
	return WARPS_1;
}

struct __align__(8) Vec19 {
	unsigned int id20;
	int lo21;
	unsigned lo22;
	int y23;
};

inline __host__ __device__ Vec19 operator+(Vec19 a, Vec19 b) {
	Vec19 r = a;
	r.id20 += b.id20;
	r.lo21 += b.lo21;
	r.lo22 += b.lo22;
	r.y23 += b.y23;
	return r;
}

struct alignas(8) Body24 {
	float y25;
	int id26;
	short vel27;
};

__global__ void __maxnreg__(32) warp28(float q29, int stride30, int count31) {
	unsigned idx32 = threadIdx.x;
	if (idx32 >= count31)
		return;
	if (idx32)
		return;
	int diff33 = stride30 + WARPS_1;
	Body24 acc34 = Body24{q29, 4313ul, 021};
}

__global__ void __launch_bounds__((0b1000000)) mix35_kernel(double *buf36, unsigned int b37, unsigned b38, const float *__restrict__ input39) {
	int tid40 = (blockIdx.x * blockDim.x) + threadIdx.x;
	for (int i41 = 0; i41 < tid40; i41++) {
		float hi42 = ((~(tid40 + b37)) >= (tid40 % 38)) ? WARPS_1 : float(i41 + 6);
	}
	int iter43 = 0;
	do {
		b38 = int((blockIdx.z));
		if (input39 != nullptr) {
			if (!(b37 > threadIdx.z))
				continue;
			int base44 = input39[b37];
		}
		++iter43;
	} while (iter43 < 7);
}

int main(void) {
	int len45 = 2279;
	int base46((3025 * len45) & sizeof(unsigned));
	{
		drift3<<<(base46 + 63) / 64, (64), 02000 * 4, 0>>>(((49 > len45) ? 38lu : 0b11) & (len45 += len45, len45), &len45);
		warp28<<<(256), (256)>>>(len45, MOD8_2(base46) * len45, 18);
	}
	int stride47 = MOD8_2(MOD8_2(len45));
	float h48 = int(48lu + (base46 >> len45));
	mix35_kernel<<<(len45 + 31) / 32, 128>>>((double*)nullptr, base46, (35l * base46), &h48);
	return 0;
}
