// cudagen 0.2 seed 551 valid headers
// features: kernel,kernel_static,restrict_params,launch,builtin_vars,main,managed_var,shared_var,static_shared,constexpr_var,if,if_else,if_init,compound_assign,bitwise,incdec,pointer_arith,address_of,array_index,call,lit_int_suffix,lit_nullptr,cast_reinterpret,macro_statement,pp_ifdef,runtime_api,hdr_vector,hdr_cmath
#include <cuda_runtime.h>
#include <vector>
#include <utility>
#include <tuple>

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)

#ifdef USE_FAST_PATH_4
#define TUNE_5 8
#else
#define TUNE_5 31
#endif

__global__ void gather6_kernel(float *__restrict__ buf7) {
	__shared__ int sh_8[128];
	(void)sh_8;
	int flag9 = gridDim.x;
	(void)flag9;
}
__managed__ unsigned int m_lerp10 = 39ll;

static __global__ void march11(unsigned int *dst12) {
	unsigned tid13 = (blockIdx.x * blockDim.x) + threadIdx.x;
	(void)tid13;
	m_lerp10 *= 3576LL * (fmaxf(TUNE_5, TUNE_5) / 7);
	constexpr long lo14 = 4998lu;
	if (dst12[m_lerp10] | 38u) {
		return;
	}
	if (double idx15 = lo14; dst12 == nullptr) {
		static __shared__ short sh_16;
		(void)sh_16;
	} else {
		--m_lerp10;
	}
}

int main() {
	int len17 = 1467;
	cudaEvent_t start18, stop19;
	cudaEventCreate(&start18);
	cudaEventCreate(&stop19);
	cudaEventRecord(start18);
	cudaEventRecord(stop19);
	cudaEventSynchronize(stop19);
	float ms20 = 0.0f;
	cudaEventElapsedTime(&ms20, start18, stop19);
	cudaEventDestroy(start18);
	cudaEventDestroy(stop19);
	std::vector<float> vec21(static_cast<size_t>(len17) % 64 + 1);
	vec21.push_back(static_cast<float>(1));
	vec21[0] = static_cast<float>(len17);
	float *ptr22 = vec21.data();
	int count23 = static_cast<int>(vec21.size());
	gather6_kernel<<<(count23 + 255) / 256, (TUNE_5 + 33)>>>(&ms20);
	march11<<<TUNE_5 + 33, (512)>>>(reinterpret_cast<unsigned int*>(ptr22));
	return 0;
}
