// cudagen 0.1 seed 1169 valid
// features: kernel,kernel_template,kernel_from_macro,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,host_device_function,host_function,default_args,main,managed_var,constexpr_var,local_array,if,if_else,for,ternary,shift,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,cast_reinterpret,sizeof,macro_function,macro_paste,pp_ifdef,pp_undef
#include "prelude.cuh"

#define CAT_1(a, b) a##b
#define USE_FAST_PATH_2

#ifdef USE_FAST_PATH_2
#define TUNE_3 3
#else
#define TUNE_3 63
#endif
#undef TUNE_3
#define TUNE_3 12
__managed__ int m_split4[8];

__global__ void smooth5_kernel(int lane6, int count7, float alpha8) {
	unsigned gid9 = threadIdx.x;
	if (gid9 >= lane6) {
		return;
	}
	unsigned long long *y10 = (unsigned long long*)nullptr;
	y10[count7] = m_split4[count7];
}

__global__ void __launch_bounds__(1 << 10, 2) bump11(unsigned long beta12, double q13) {
	unsigned idx14 = (blockIdx.x * blockDim.x) + threadIdx.x;
	double v15[(3)] = {};
	float flag16[6] = {};
}

__host__ __device__ float mix17(double b18 = 4) {
	b18 = b18;
	int u19 = CAT_1(b, 18);
	return u19 ? (033 % (u19 + TUNE_3)) : (u19 + CAT_1(u, 19) + (TUNE_3));
}
#define DEFINE_MAP_KERNEL_20(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] * (T)2;           \
    }
DEFINE_MAP_KERNEL_20(map_grow21, float)
DEFINE_MAP_KERNEL_20(map_split22, double)

__global__ void split23(float alpha24) {
	int idx25 = (blockIdx.x * blockDim.x) + threadIdx.x;
	(m_split4[idx25]++, (alpha24 = gridDim.x * idx25));
	int x26 = (60);
}

template <class T>
__global__ void __launch_bounds__(TUNE_3 + (TUNE_3 + 0x8)) step27_kernel(T *dst28) {
	int gid29 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if ((37 * m_split4[0b101]) == (m_split4[2] << 0x4)) {
		for (int j30 = 0, j31 = 12; j30 < j31; (++j30, (--j31))) {
			m_split4[gid29] = blockIdx.y;
		}
		dst28[gid29] = m_split4[1] + (((TUNE_3 == m_split4[gid29]) ? blockDim.x : TUNE_3) - 7.875F);
		float off32[8]{10.125f, 3.0f, 7.0f, 14.5F, 14.625f, 11, 8.375F, 'A'};
	}
	m_split4[gid29] = 7 * ((m_split4[blockIdx.z] > threadIdx.x) ? (2'105 * CAT_1(gid, 29)) : (dst28[2] * m_split4[gid29]));
	float u33[7] = {19, 0xf, 4'799, 0.75f, 8.0F, 23.375f, 9.25f};
}

unsigned int host_probe34(const float *__restrict__ input35, unsigned int *__restrict__ out36, int stride37) {
	m_split4[stride37] = 9 * input35[stride37] * (23 * m_split4[stride37]);
	if (stride37) {
		return *out36;
	}
	++out36[stride37];
	const unsigned int *mid38 = reinterpret_cast<const unsigned int*>(input35);
	out36[2] = ((0x1c + m_split4[0]) - (TUNE_3)) - (size_t(0x196ull) + (m_split4[5] << 4));
	return (!(stride37 != 24U)) ? (((*mid38) - mid38[stride37]) - int(TUNE_3)) : (+(stride37 * TUNE_3));
}

int main() {
	int size39 = 2942;
	size39++;
	if (m_split4[size39] > size39) {
		++m_split4[size39];
		++m_split4[size39];
	} else {
	}
	smooth5_kernel<<<dim3(TUNE_3 + 0x14, (size39 + 0377) / 256, 2 * 2), 0x80, 0>>>(-0x26L, (4346L - size39) << m_split4[size39], size39);
	bump11<<<dim3((size39 + 077) / 64, (size39 + 0xFF) / 256), (TUNE_3 + 500)>>>(13 * size39 * (size39 * ' '), 0x9);
	map_grow21<<<(size39 + 255) / 256, (TUNE_3 + (TUNE_3 + (TUNE_3 + 476))), sizeof(double) * 64>>>((float*)nullptr, +m_split4[size39]);
	return 0;
}
