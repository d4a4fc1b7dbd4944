// cudagen 0.1 seed 1297 valid
// features: kernel,kernel_template,launch_explicit_template_args,kernel_from_macro,launch_bounds,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,device_template_function,main,device_array,constexpr_var,local_array,auto_var,enum,if,while,switch,ternary,compound_assign,bitwise,comparison,pointer_arith,array_index,call,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_static,cast_reinterpret,macro_object,macro_function,macro_statement
#include "prelude.cuh"

#define NUM_ITERS_1 3
#define NUM_ITERS_2 128
#define CHUNK_3 (NUM_ITERS_1 + (NUM_ITERS_1 + 122))
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
__device__ float d_rank7[8] = {24, 30};

__global__ void filter8(float beta9, const float* in10, const unsigned* input11, float a12) {
	int gid13 = (blockIdx.x * blockDim.x) + threadIdx.x;
	a12 = -3.625f;
	switch (threadIdx.x) {
	case 6: {
		int mid14 = 3516L;
		break;
	}
	default: {
		short stride15 = 52U;
		break;
	}
	}
	d_rank7[gid13] = -(14.75f + input11[blockIdx.x]);
	auto stride16 = (4 + gridDim.x + (1 ^ blockDim.x)) * (NUM_ITERS_1 * gridDim.x * gid13);
}

template <typename T>
__device__ T lerp17(T a18, const T* src19, T* data20) {
	if (d_rank7[gridDim.x & 7] >= data20[1]) {
		return 27;
	}
	int m21[3] = {};
	d_rank7[blockIdx.x & 7] = 13u;
	a18 = (((m21[2] * m21[2]) ^ 32) <= ((T)a18)) ? 5.375F : (+data20[6]);
	d_rank7[threadIdx.z & 7] -= +a18;
	unsigned int mid22[5] = {422, '0', 040, 32};
	return mid22[blockDim.z];
}
#define DEFINE_MAP_KERNEL_23(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = (T)(data[i] - (T)1);           \
    }
DEFINE_MAP_KERNEL_23(map_step24, int)
#define DEFINE_MAP_KERNEL_25(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] * (T)2;           \
    }
DEFINE_MAP_KERNEL_25(map_rank26, unsigned int)
enum Mode27 { IDLE28, ADD29 = 4, BUSY30 };

template <typename T, int N = 1>
__global__ void __launch_bounds__((ADD29 + 60) * 16, 2) update31(const T* src32, T* dst33, float* buf34, double cfg35) {
	T sum36 = 9 * blockIdx.x * lerp17(static_cast<unsigned>(dst33[threadIdx.x & 7]), (const unsigned int*)nullptr, reinterpret_cast<unsigned*>(buf34));
	int iter37 = 0;
	while (iter37 < iter37) {
		(*dst33) = dst33[5];
		d_rank7[iter37 & 7] = threadIdx.z;
		++iter37;
	}
	float r38 = lerp17<float>(13.25f, d_rank7, buf34 + 1);
	Mode27 h39 = IDLE28;
	if ((iter37 & 1)) {
		return;
	}
}

int main() {
	int count40 = 2822;
	Mode27 val41 = BUSY30;
	val41 = ADD29;
	update31<double, ((NUM_ITERS_1 + 4))><<<dim3((8)), dim3((count40 + 0177) / 128), 0>>>(nullptr, nullptr, (float*)nullptr, +(20.125 / val41));
	ACCUM_4(count40, (42));
	count40 %= val41;
	filter8<<<dim3(ADD29 + (BUSY30 + (BUSY30 + 2)), 512, (ADD29)), NUM_ITERS_1 + 29, 0>>>(val41 + val41, nullptr, (const unsigned*)nullptr, count40);
	map_step24<<<(count40 + 255) / 256, (BUSY30 + 123)>>>(nullptr, ('\?'));
	map_rank26<<<(count40 + 127) / 128, 32>>>((unsigned*)nullptr, BUSY30);
	return 0;
}
