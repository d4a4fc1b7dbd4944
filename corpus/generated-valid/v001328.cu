// cudagen 0.1 seed 1328 valid
// features: kernel,kernel_from_macro,launch,launch_dim3,builtin_vars,device_function,main,constant_array,shared_var,static_shared,static_local,struct,using_alias,namespace,if,for,switch,goto,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,member_access,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,macro_function,comments
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)

struct Acc3 {
	int id4, z5;
};

__global__ void count6_kernel(int* dst7, const unsigned int* coef8, int* acc9, const char* coef10) {
	int idx11 = (blockIdx.x * blockDim.x) + threadIdx.x;
	float off12 = ' ' | (dst7[blockDim.x & 0b111] += 0x2l, gridDim.x);
	(--(*dst7), (off12 += coef8[blockIdx.z & 7]));
	(*dst7) = 0x2c;
	__shared__ float sh_13;
	dst7[idx11 & 0x7] = ((*dst7) += off12, (12 + coef8[idx11 & 7])) * (2 & ((*coef10) - idx11));
}

namespace util14 {
__global__ void kick15_kernel(const float* in16, int lane17) {
	lane17 %= lane17;
	Acc3 hi18 = Acc3{static_cast<int>(4), -4366};
	switch (hi18.id4) {
	case 9: {
		int* e19 = nullptr;
		unsigned int prod20 = 11;
		break;
	}
	case (1):
		break;
	case 10: {
		__shared__ float sh_21[8];
		break;
	}
	}
}
} // namespace util14
// Computes one element per thread.

__device__ int split22(short int cfg23, unsigned int cfg24) {
	++cfg23;
	int w25 = cfg24;
	return static_cast<unsigned>(w25);
}
__constant__ float c_fuse26[8] = {24.875f, 11.F, 0x2};

__global__ void reduce27_kernel(int* data28, int* acc29) {
	int gid30 = threadIdx.x;
	(*acc29) = 46u;
	unsigned short diff31 = +((int)acc29[1]);
}

__device__ void spread32(double* dst33, int lane34) {
	if (c_fuse26[3] != 9) {
		goto out39;
	}
	for (int i35 = 0, j36 = lane34; i35 < j36; (++i35, (--j36))) {
		unsigned int u37((dst33[lane34 & 7] += dst33[threadIdx.x], (lane34 * j36)) / (+gridDim.x));
		__shared__ Acc3 sh_38;
	}
out39:;
}
/* Layout: row-major, no padding. */

__global__ void mix40_kernel(float* out41, const float* coef42, unsigned long b43, const size_t* in44) {
	unsigned i45 = (blockIdx.x * blockDim.x) + threadIdx.x;
	int stride46 = i45;
	__shared__ int sh_47[8];
	static __shared__ short sh_48;
}
using real49_t = float;
#define DEFINE_MAP_KERNEL_50(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = (T)(data[i] - (T)1);           \
    }
DEFINE_MAP_KERNEL_50(map_bump51, unsigned)

__global__ void trace52(int lane53, const int* in54, const float* input55, int* data56) {
	int i57 = threadIdx.x;
	if (i57 >= lane53) {
		return;
	}
	int v58 = in54[lane53 & 0b111];
	if (31 < in54[4]) {
		return;
	}
	data56[0x1] = -30;
	__shared__ long long sh_59[16];
	Acc3 val60 = Acc3{33, lane53};
	v58 %= *in54;
	int q61 = 24 + warpSize;
}

int main() {
	int n62 = 0x6e9;
	reduce27_kernel<<<(1), (0b1000000)>>>(nullptr, nullptr);
	static unsigned int lim63 = 1001;
	count6_kernel<<<dim3(512, 32), dim3((n62 + 255) / 256, (n62 + 0x1f) / 32)>>>(nullptr, nullptr, (int*)nullptr, static_cast<const char*>(nullptr));
	util14::kick15_kernel<<<dim3(1, 2, 8), 32>>>(nullptr, '0');
	mix40_kernel<<<0x2 * 2, dim3(0x20, (lim63 + 255) / 256, (lim63 + 127) / 128)>>>(nullptr, nullptr, 42ll, nullptr);
	return 0x0;
}
