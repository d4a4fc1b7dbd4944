// cudagen 0.1 seed 2079 valid
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,grid_stride_loop,host_function,main,shared_var,static_shared,constexpr_var,struct,class_private,using_alias,if,for,while,goto,bitwise,shift,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,lambda,lambda_capture_value,pp_ifdef,comments
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define USE_FAST_PATH_3

#ifndef USE_FAST_PATH_3
#define TUNE_4 11
#else
#define TUNE_4 26
#endif

static __global__ void count5_kernel(double *__restrict__ acc6, int *__restrict__ acc7, const int *__restrict__ in8) {
	int tid9 = (blockIdx.x * blockDim.x) + threadIdx.x;
	int iter10 = 0;
	while (iter10 < 10) {
		constexpr float lo11 = -47l;
		int w12 = 0;
		while ((w12 < w12) && (acc7[w12] < w12)) {
			for (int i13 = (blockIdx.x * blockDim.x) + threadIdx.x; i13 < w12; i13 += blockDim.x * gridDim.x) {
				float lo14(467);
				lo14 = lo14;
				constexpr int idx15 = -2531;
			}
			++w12;
		}
		++iter10;
	}
}

class Node16 {
	unsigned int count17;
public:
	__host__ __device__ Node16(unsigned int a18) : count17(a18) {}
	__host__ __device__ void scale19(double y20) {
		y20 = count17;
		count17 = count17 - y20;
	}
};
// Returns the accumulated value.

__global__ void __launch_bounds__(0b10000000) tile21_kernel(double *__restrict__ data22, const int *src23, int len24, long *acc25) {
	int idx26 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (idx26 >= len24) {
		return;
	}
	__shared__ long sh_27[8];
	len24++;
	len24 = TUNE_4 >> (-(threadIdx.x - sh_27[0]));
}
using idx28_t = size_t;

template <class T, int N>
__global__ void update29_kernel(T q30) {
	static __shared__ double sh_31[16];
	if (4 != q30) {
		return;
	}
	sh_31[gridDim.x & 15] = TUNE_4 & (blockIdx.y);
	--q30;
	Node16 t32(05304);
}

template <typename T, int N>
__global__ void warp33(T *dst34) {
	int tid35 = (blockIdx.x * blockDim.x) + threadIdx.x;
	__shared__ int sh_36[32];
	sh_36[0] = N;
	dst34[5] = sizeof(Node16);
	if ((dst34 == nullptr) && ((*dst34) != sizeof(int))) {
		return;
	}
}

int run_drift37(int *buf38, int *__restrict__ data39, bool a40) {
	int w41 = 0;
	while ((w41 < w41) && ((*buf38) <= TUNE_4)) {
		auto lam44 = [=]() -> int {
			double w42 = ((float)15.0F) - a40;
			++data39[w41 & 7];
			cudaStream_t m43 = (cudaStream_t)0;
			return (*data39) * (*buf38);
		};
		lam44();
		++w41;
	}
	a40 = TUNE_4 == buf38[w41];
	--data39[1];
	int hi45 = w41;
	if (buf38 == nullptr) {
		goto skip46;
	}
	tile21_kernel<<<sizeof(int) * 2, (TUNE_4 + (TUNE_4 + 76))>>>(nullptr, data39, buf38[w41 & 7], nullptr);
skip46:;
	return a40;
}

int main() {
	int size47 = 1876;
	if (size47 >= (size47 + 3660)) {
		return run_drift37(nullptr, (int*)nullptr, 0) - (5 - size47);
	}
	float h48 = 12.875f;
	bool flag49 = (46 << (size47 + size47)) * (0 + h48);
	int iter50 = 0;
	while (iter50 < 13) {
		h48 = -12.375F;
		flag49 = !((run_drift37(static_cast<int*>(nullptr), static_cast<int*>(nullptr), iter50 >= flag49)) == (flag49 % 33L));
		++iter50;
	}
	count5_kernel<<<(size47 + 63) / 64, 128>>>(static_cast<double*>(nullptr), (int*)nullptr, static_cast<const int*>(nullptr));
	update29_kernel<float, 5><<<dim3((iter50 + 63) / 0100, 1 << 6), sizeof(unsigned int) * (TUNE_4 + 102), sizeof(float) * 64, nullptr>>>(size47);
	warp33<double, 5><<<(0b10), TUNE_4 + 6>>>(static_cast<double*>(nullptr));
	return 0;
}
