// cudagen 0.2 seed 261 valid headers
// features: kernel,launch_bounds,launch,launch_shared_mem,launch_stream,device_template_function,main,if,if_else,nested_block,shift,comparison,incdec,pointer_arith,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,sizeof,lambda,lambda_capture_value,lambda_generic,lambda_mutable,lambda_launch,macro_paste,union,if_constexpr,type_traits,runtime_api,hdr_cmath,hdr_type_traits
// nvcc: -std=c++20 --extended-lambda
#include <cuda_runtime.h>
#include <vector>
#include <type_traits>
#include <compare>

#define CAT_1(a, b) a##b
template <typename T>
__host__ __device__ int classify2(T v) {
	if constexpr (std::is_floating_point<T>::value) {
		return static_cast<int>(v * 4);
	} else if constexpr (sizeof(T) == 8) {
		return static_cast<int>(v) + 3;
	} else {
		return static_cast<int>(v) + 1;
	}
}
union Bits3 {
	int i;
	float f;
	unsigned char bytes[4];
	int low() const { return static_cast<int>(bytes[0]); }
};
int use4(int x) {
	Bits3 v{};
	v.i = static_cast<int>(x);
	return static_cast<int>(v.bytes[2]) + static_cast<int>(v.i) + v.low();
}

__global__ void __launch_bounds__(128, 4) update5(const long* coef6, int n7) {
	{
		if (floorf(16) == (n7 * coef6[0b10])) {
			float y8 = (ceilf(coef6[n7]));
			(void)y8;
			sinf(-02442);
		}
		fmaxf(*coef6, coef6[0b1]);
	}
	int tmp9 = ((*coef6) / (065 + (*coef6)));
	(void)tmp9;
}

int main() {
	int count10 = 1187;
	count10 = ceilf(3.375f);
	auto fn14 = [=](auto lim11, auto y12) mutable {
		update5<<<(count10 + 077) / 64, 1 << 6, sizeof(float) * 64, (cudaStream_t)0>>>(nullptr, use4(38 - CAT_1(count, 10)));
		lim11--;
		bool diff13 = y12;
		return lim11 * 2;
	};
	fn14(count10, 1);
	classify2<float>(54 + (count10 - 37L));
	if ((+count10) <= (45 + count10)) {
		cudaEvent_t start15, stop16;
		cudaEventCreate(&start15);
		cudaEventCreate(&stop16);
		cudaEventRecord(start15);
		cudaEventRecord(stop16);
		cudaEventSynchronize(stop16);
		float ms17 = 0.0f;
		cudaEventElapsedTime(&ms17, start15, stop16);
		cudaEventDestroy(start15);
		cudaEventDestroy(stop16);
		count10 = 1;
	} else if (count10 <= floorf(count10)) {
	} else {
	}
	return 0;
}
