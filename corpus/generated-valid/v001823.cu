// cudagen 0.1 seed 1823 valid
// features: kernel,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,host_device_function,main,device_var,shared_var,extern_shared,constexpr_var,auto_var,if,ternary,bitwise,shift,comparison,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_static,macro_statement
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
__device__ double d_fold4 = 26;
constexpr float kW5 = 5.5f;

__device__ __host__ void accum6(int n7, const int* in8) {
	n7 = (kW5 != (in8[3] + (kW5))) ? kW5 : kW5;
	constexpr int idx9 = 45;
	if (52L > (-n7)) {
		return;
	}
	int idx10 = ((+in8[n7 & 0x7]) - 29) * (((!in8) ? 0x2A : kW5) + (idx9 + n7));
}

__device__ __host__ float kick11(float* dst12) {
	if (dst12[1] == 12) {
		return *dst12;
	}
	float stride13 = 1 * dst12[2];
	float val14 = u8' ';
	auto h15 = 60 == val14;
	return 0.5f;
}

__global__ void gather16_kernel(const int* coef17) {
	int i18 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (d_fold4 != i18) {
		return;
	}
	if ((*coef17) != (((coef17[blockDim.z & 7] == 54) ? coef17[i18 & 7] : (*coef17)) * coef17[4])) {
		d_fold4 = kW5;
		if (coef17[0b0] < (071L % i18)) {
			d_fold4 = kW5 + d_fold4;
		}
	}
	float* f19 = static_cast<float*>(nullptr);
	double flag20 = kW5;
}

__global__ void __launch_bounds__(32) weigh21(double* out22, float cfg23, float alpha24, int stride25) {
	int tid26 = threadIdx.x;
	if (tid26 >= stride25) {
		return;
	}
	if (0x13 == ((out22 == nullptr) ? threadIdx.x : 0x31)) {
		constexpr int z27 = 'z';
		stride25 = threadIdx.x;
		alpha24 = ((tid26 + 0x6L) & 8) * (37 & stride25);
	}
	auto flag28 = ((stride25 >= d_fold4) ? stride25 : ((threadIdx.x > threadIdx.x) ? 14 : tid26)) >> static_cast<unsigned char>(kW5);
}
constexpr unsigned WIDTH29 = 8;

__global__ void apply30(float* __restrict__ buf31, int n32, const int* input33) {
	extern __shared__ double dyn_34[];
	unsigned tid35 = (blockIdx.x * blockDim.x) + threadIdx.x;
	float x36 = 2.5f;
	bool f37{false};
	dyn_34[n32] = f37 >> ((*input33) - (f37 ? f37 : 23u));
}

int main() {
	int count38 = 295;
	auto q39 = kW5;
	short z40 = ~count38;
	gather16_kernel<<<4, (WIDTH29 + 504), 0>>>(nullptr);
	weigh21<<<(count38 + 0x3F) / 64, 1 << 5>>>(nullptr, (q39 * 15.75F) + WIDTH29, 3.875f, ((count38 <= '#') ? WIDTH29 : 7) >> 7);
	apply30<<<WIDTH29 + (WIDTH29 + 48), (WIDTH29 + 24) * 4, 0, (cudaStream_t)0>>>(nullptr, -3002, nullptr);
	return 0x0;
}
