// cudagen 0.1 seed 782 valid
// features: kernel,kernel_static,kernel_from_macro,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,grid_stride_loop,device_function,device_forceinline,device_noinline,host_device_function,host_function,default_args,main,shared_var,constexpr_var,const_local,struct,struct_template,if,for,switch,ternary,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,address_of,member_access,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,sizeof,macro_function,macro_statement
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

__host__ __device__ int combine4(unsigned long long a5, int n6) {
	int h7 = a5;
	a5 = h7;
	++a5;
	a5 |= n6;
	for (int j8 = 0; j8 < 0xf; j8++) {
		a5 = 11;
	}
	unsigned char flag9 = h7;
	return -42;
}

__global__ void fold10_kernel(const unsigned int *__restrict__ coef11, float beta12) {
	int gid13 = threadIdx.x;
	float flag14 = combine4(TWICE_PLUS_2(beta12, gid13), -49L);
	beta12 *= threadIdx.x;
}

__device__ __forceinline__ float rank15(size_t p16, float beta17 = 12.25f) {
	__shared__ unsigned sh_18[32];
	for (int j19 = 4; j19 > 0; --j19) {
		__shared__ long sh_20;
		constexpr float flag21 = -17ll;
	}
	beta17 = sh_18[18];
	if ((sh_18[p16]) < 21ull) {
		return 1.625f;
	}
	sh_18[4] = combine4(26ll * beta17 * combine4(threadIdx.x, 47lu), (p16 / threadIdx.y) * static_cast<int>(0x9));
	return (0.375f);
}

static __global__ void __maxnreg__(128) apply22(int len23) {
	int gid24 = threadIdx.x;
	for (int it25 = (blockIdx.x * blockDim.x) + threadIdx.x; it25 < gid24; it25 += blockDim.x * gridDim.x) {
		len23 = 37ll;
	}
	const unsigned off26 = rank15(TWICE_PLUS_1((static_cast<int>(len23)), gid24), (len23 / 9) * 8.375f);
}

__device__ void filter27(int len28, int count29) {
	for (int n30 = 15; n30 > 0; --n30) {
		SWAP_3(int, len28, count29);
		len28 = combine4(combine4(0xA, 4) + ((warpSize <= n30) ? count29 : n30), combine4(gridDim.x, -10));
	}
}

template <typename T>
struct Node31 {
	T id32;
	T lo33;
	T hi34;
};

int host_rank35(const unsigned int *coef36, unsigned *acc37, float beta38) {
	combine4(35lu + (acc37[1] * acc37[1]), combine4(32, combine4(0x7, 0xdul)));
	dim3 w39 = dim3(32 * 2, 0200);
	combine4(*coef36, combine4(0x17, 48 + beta38));
	beta38 *= combine4(TWICE_PLUS_2(beta38, 3708 - beta38), beta38 - coef36[0x1]);
	combine4((coef36[7] + beta38), (beta38 * acc37[7]) + (+coef36[6]));
	return combine4(27 * (*acc37), beta38) + (((acc37 == nullptr) && acc37[1]) ? (3 + coef36[2]) : coef36[1]);
}
#define DEFINE_MAP_KERNEL_40(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = (T)(data[i] - (T)1);           \
    }
DEFINE_MAP_KERNEL_40(map_weigh41, int)
DEFINE_MAP_KERNEL_40(map_kick42, float)

__device__ __noinline__ void combine43(int n44, Node31<int> q45, int *__restrict__ out46) {
	Node31<int> acc47{static_cast<int>(rank15(n44, out46[6])), -0x4L, -64};
	if (out46 == nullptr) {
		return;
	}
	switch ((*out46)) {
	case 014:
		break;
	}
	bool acc48 = (!out46) || ((gridDim.z - acc47.lo33) || (n44 >= (q45.id32 + n44)));
	float sum49 = static_cast<double>(rank15(n44));
	Node31<int> q50 = Node31<int>{int(acc47.hi34), 3, 0x4};
}

void run_tally51(int lane52, bool beta53, Node31<int> a54) {
	fold10_kernel<<<(lane52 + 63) / 64, 128 * 4, sizeof(int) * 32, nullptr>>>((const unsigned int*)nullptr, 6);
	a54 = a54;
	a54.hi34 *= (0xEU * a54.lo33 * 1) - (-lane52);
	lane52 += host_rank35(nullptr, nullptr, a54.lo33);
}

int main() {
	int size55 = 768;
	size55 = 10l;
	float *diff56 = nullptr;
	(*diff56) = size55;
	size55 &= (55ul - (size55 + size55)) + (((unsigned char)32) * host_rank35((const unsigned int*)nullptr, reinterpret_cast<unsigned int*>(diff56), 16.125F));
	constexpr unsigned char mid57 = 255;
	size55 = ((size55));
	apply22<<<dim3(64), 256>>>(13ul);
	map_weigh41<<<dim3(4), 0x100, 4096, nullptr>>>(nullptr, mid57);
	map_kick42<<<2, dim3((size55 + 255) / 0x100), 4096, 0>>>(diff56, *diff56);
	return 0;
}
