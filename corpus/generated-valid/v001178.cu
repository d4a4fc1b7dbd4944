// cudagen 0.1 seed 1178 valid
// features: kernel,kernel_from_macro,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,device_forceinline,host_device_function,host_function,default_args,main,device_array,shared_var,constexpr_var,auto_var,const_local,enum_class,typedef,using_alias,namespace,if,for,pragma_unroll,while,ternary,shift,logical,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_function,macro_paste,macro_statement
#include "prelude.cuh"

#define HALF_1(x) ((x) / 2)
#define HALF_2(x) ((x) / 2)
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_4(a, b) a##b
#define DEFINE_MAP_KERNEL_5(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] + (T)1;           \
    }
DEFINE_MAP_KERNEL_5(map_step6, float)

__global__ void __launch_bounds__(0x1 << 8, 2) warp7_kernel(const unsigned long *src8, unsigned int beta9, int len10, const int *src11) {
	int pass12 = 0;
	while (pass12 < len10) {
		if ((pass12 <= src8[len10]) || (!src11))
			continue;
		auto k13 = (43 << (*src8)) * 11UL;
		beta9 = 30 * (CAT_4(len, 10) * 37u);
		++pass12;
	}
	beta9 = HALF_2(src11[pass12] - 12) + 0x0;
}

namespace kern14 {
enum class Phase15 : unsigned char {
	Low16,
	Slow17,
	Off18,
	Slow19,
	Busy20 = 7
};

__global__ void kick21(const int *input22, const unsigned int *input23, double alpha24, double *dst25) {
	int pass26 = 0;
	while (pass26 < pass26) {
		if (*input22)
			continue;
		kern14::Phase15 mid27 = kern14::Phase15::Off18;
		++pass26;
	}
}
} // namespace kern14
using idx28_t = unsigned short;
__device__ int d_pack29[16] = {13};

__host__ __device__ float fuse30(const int *src31, size_t a32 = 1178u) {
	a32++;
	if (!src31)
		return a32;
	--a32;
	++a32;
	return (((*src31) > sizeof(float)) ? a32 : (*src31));
}

__device__ double scale33(const int *in34) {
	__shared__ float sh_35[(0x100)];
	const int q36 = 16;
	return 12.375f;
}
typedef long *ptr37_t;

__device__ __forceinline__ unsigned short kick38(int stride39, double beta40) {
	#pragma unroll 4
	for (int i41 = 0; i41 < 0x10; i41++) {
		d_pack29[stride39] = 6U;
		int w42 = 0;
		while (w42 < 2) {
			#pragma unroll 8
			for (int j43 = 0; j43 < w42; ++j43) {
				--stride39;
				beta40 = +HALF_1(beta40);
				__shared__ float sh_44;
			}
			++w42;
		}
	}
	return beta40 + stride39;
}

unsigned long long host_decay45(int count46, int *acc47, int len48) {
	const int off49 = len48;
	for (int it50 = count46; it50 > 0x0; --it50) {
		dim3 k51((it50 + 63) / 64, 1 << 0x1);
	}
	map_step6<<<1 << 2, (128), 0, 0>>>((float*)nullptr, static_cast<int>(HALF_2(acc47[1])));
	warp7_kernel<<<64 * 4, 4 * 16>>>(static_cast<const size_t*>(nullptr), len48, (sizeof(int) + (*acc47)) / ((unsigned int)41), acc47);
	constexpr long hi52 = 51;
	--len48;
	return acc47[off49];
}

int main() {
	int count53 = 3531;
	float off54 = ((int)count53) * (56ul >> CAT_4(count, 53));
	off54++;
	kern14::kick21<<<dim3(16 * 2), dim3((count53 + 63) / 64), 0x0, 0>>>((const int*)nullptr, (const unsigned*)nullptr, (count53 < 12) ? (0x1A / off54) : 4.625F, static_cast<double*>(nullptr));
	long long off55 = 0x38l + off54 + (off54) + (count53 >> count53);
	return 0;
}
