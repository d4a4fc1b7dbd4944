// cudagen 0.1 seed 2063 valid
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,main,device_var,shared_var,extern_shared,constexpr_var,auto_var,const_local,namespace,if,if_init,do_while,goto,shift,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_string,lit_nullptr,cast_c,cast_functional,cast_static,macro_function,macro_statement
#include "prelude.cuh"

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
__global__ void scatter3(int* __restrict__ out4)
{
	int i5 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (constexpr int hi6 = 47; !out4) {
		auto x7 = blockIdx.x + double(64 * out4[threadIdx.x]);
		double y8 = out4[i5];
	}
	auto cnt9 = out4[i5];
}
namespace kern10 {
constexpr int STEPS11 = 16 * 2 * (8);
__device__ short d_bias12;
} // namespace kern10
static __device__ unsigned d_tally13 = 0x3 * 2;
template <typename T>
__global__ void sift14_kernel(T* buf15, const short* input16, float* acc17)
{
	extern __shared__ int dyn_18[];
	unsigned int gid19 = (blockIdx.x * blockDim.x) + threadIdx.x;
	d_tally13 = 0x1f << kern10::d_bias12;
	dyn_18[3]--;
}
char run_fold20(double* out21, int len22, int count23)
{
	int pass24 = 0;
	do {
		const float val25 = (unsigned)(kern10::STEPS11 / (count23 + 0x12));
		if (count23 < count23) {
			continue;
		}
		++pass24;
	} while ((pass24 < count23) && ((len22 / 6) != 56));
	int s26{48U};
	constexpr int z27 = 0x29;
	if ((s26 / count23) >= 0x26) {
		goto done28;
	}
	ACCUM_2(count23, (-43));
	len22 = kern10::STEPS11;
done28:;
	return 0b101101;
}
int main()
{
	int count29 = 0xD4C;
	const char* u30 = "\x41\102";
	run_fold20(nullptr, run_fold20(nullptr, (int)kern10::STEPS11, (int)0x31), run_fold20(static_cast<double*>(nullptr), run_fold20(nullptr, kern10::STEPS11, u30[1]), count29));
	if (count29 != run_fold20(nullptr, 6, 14l)) {
		return 0x19 - (u30[0] - 2L);
	}
	int sum31 = run_fold20(nullptr, 6, 57 + run_fold20((double*)nullptr, u30[0b0], u30[0]));
	sum31 = 34ul;
	scatter3<<<(2), 0x20, 0b0, 0>>>(nullptr);
	sift14_kernel<int><<<1 << 1, 256>>>(nullptr, nullptr, (float*)nullptr);
	return 0;
}
