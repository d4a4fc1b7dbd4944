// cudagen 0.1 seed 193 invalid:launch_bad_arg_type
// features: kernel,kernel_template,launch_deduced_template_args,launch_bounds,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,host_device_function,main,shared_var,extern_shared,constexpr_var,local_array,auto_var,struct,if,if_init,for,do_while,switch,bitwise,shift,comparison,incdec,pointer_arith,address_of,member_access,array_index,call,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,macro_statement,pp_ifdef
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define USE_FAST_PATH_2
#ifdef USE_FAST_PATH_2
#define TUNE_3 10
#else
#define TUNE_3 59
#endif
__global__ void __launch_bounds__(1024) trace4_kernel(const int* coef5) {
	int gid6 = (blockIdx.x * blockDim.x) + threadIdx.x;
	bool prod7 = gid6;
	long long u8 = 37;
	long long u9 = 8;
	u8 = gid6;
	++u9;
}
inline __host__ __device__ unsigned rank10(int count11, int count12) {
	count11 = 0 - count12;
	count12++;
	return count12;
}
struct Sample13 {
	float hi14, count15;
	bool lo16;
	int mass17;
};
__device__ void fuse18(const Sample13 &b19, int lane20) {
	long long t21[6]{537lu, 1400, static_cast<long long>(17L), 49l, 55, 57l};
	t21[1] = 1765ul;
	signed char lim22[7] = {127, static_cast<signed char>(b19.hi14 / 55)};
}
template <typename T>
__global__ void __launch_bounds__(256) filter23(T* dst24, int lane25, double* data26) {
	extern __shared__ int dyn_27[];
	rank10(rank10(041, lane25), 10);
	if (auto cnt28 = 7.5; dyn_27[2] >= TUNE_3) {
		(*dst24) = ((~threadIdx.x) | (lane25)) - 15;
		switch (threadIdx.y & lane25) {
		case 2 * 2:
			break;
		case (12):
			break;
		default: {
			double r29 = (dyn_27[7] | 2) % 5L;
			break;
		}
		}
		cnt28 = rank10((36UL), rank10(063, TUNE_3));
	}
}
__global__ void probe_kernel33(int *p, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] = i;
}
int main() {
	int size30 = 2533;
	probe_kernel33<<<1, 128>>>(1.5, size30);
	for (int j31 = 0; j31 < (7 * 2); j31++) {
		int iter32 = 0;
		do {
			size30 = iter32;
			switch (rank10(j31, size30)) {
			case 6:
				++size30;
				size30 = iter32 * size30;
				break;
			case 3:
				break;
			}
			++iter32;
		} while (iter32 < size30);
	}
	trace4_kernel<<<dim3(TUNE_3 + 22), 512>>>(nullptr);
	filter23<<<(size30 + 077) / 64, TUNE_3 + 502, 1 << (TUNE_3 + 2)>>>(&size30, size30, (double*)nullptr);
	return 0;
}
