// cudagen 0.2 seed 658 valid headers
// features: kernel,launch,launch_shared_mem,host_device_function,host_function,constexpr_function,default_args,main,constexpr_var,auto_var,enum_class,namespace,if,switch,goto,ternary,compound_assign,bitwise,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,sizeof,lambda,lambda_capture_ref,lambda_launch,if_constexpr,constexpr_loop,hdr_cmath,hdr_cuda_fp16
#include <cuda_runtime.h>
#include <cuda_fp16.h>

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
template <typename F>
__global__ void applyEach3(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
__host__ __device__ constexpr int steps4(int n) {
	int s = 0;
	for (int i = 0; i < n; ++i) {
		for (int j = 0; j <= i; ++j) {
			s += 4;
		}
	}
	return s;
}
constexpr int kSteps5 = steps4(5);
static_assert(steps4(5) == 60, "a constexpr loop");

namespace img6 {
constexpr int host_rank7(int count8, unsigned int cfg9) {
	constexpr unsigned long long z10 = 45;
	(void)z10;
	return ((float)4.5F);
}

__host__ __device__ unsigned step11(int stride12, int count13, int lane14 = 0x13) {
	float flag15 = kSteps5;
	if (14 > fmaxf(lane14, kSteps5)) {
		goto done16;
	}
	if (((lane14 <= kSteps5) ? 0x1 : kSteps5) >= ((double)expf(flag15)))
		count13 %= count13;
	if constexpr (sizeof(int) == 4) {
	} else {
	}
done16:;
	return (((flag15 >= 43ll) ? 51ul : (lane14 * 011353)) < stride12) ? (kSteps5 & lane14) : (kSteps5 * lane14);
}
enum class Phase17 {
	On18,
	Slow19 = 2,
	Add20 = 5,
	Blue21,
	Fast22
};
} // namespace img6

__global__ void probe23_kernel(int count24, float *data25) {
	int f26 = img6::step11(img6::step11(kSteps5, floorf(11.375f), 2 | count24), (data25 != nullptr) ? (kSteps5 | count24) : kSteps5);
	data25[1] = sqrtf(fminf(count24, kSteps5));
	int prod27 = (' ' + fminf(*data25, 12.25f)) * ((count24 ^ f26) | (kSteps5 | count24));
	__half h28 = __float2half(static_cast<float>(f26));
	float off29 = __half2float(__hmul(h28, h28));
	switch (prod27 - u8' ') {
	case 2:
		off29 = count24 & f26;
		break;
	case (5):
		break;
	default:
		if (((count24 <= count24) ? off29 : 7) == kSteps5)
			return;
		break;
	}
}

constexpr int check_gather30(int stride31) {
	stride31--;
	return (kSteps5 - stride31);
}

int main() {
	int size32 = 0xfa1;
	probe23_kernel<<<1, (32), sizeof(float) * 32>>>(kSteps5, (float*)nullptr);
	auto lam35 = [&](int flag33) -> float {
		cosf(img6::host_rank7(size32, 50) ^ (kSteps5 % flag33));
		probe23_kernel<<<(0x4), 64, (kSteps5 + (kSteps5 + 136))>>>(-0x7, (float*)nullptr);
		auto r34 = (kSteps5 + img6::step11(kSteps5, 34, kSteps5)) % ((fmaxf(13.375f, size32) < 041) ? (size32 + kSteps5) : kSteps5);
		return 41 | (size32 - size32);
	};
	(void)lam35;
	img6::Phase17 lim36 = img6::Phase17::Add20;
	(void)lim36;
	float cnt37 = (size32 < 60) ? cosf((size32 == 44) ? kSteps5 : kSteps5) : fabsf(-0x0l);
	(void)cnt37;
	return 0x0;
}
