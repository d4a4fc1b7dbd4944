// cudagen 0.1 seed 407 invalid:missing_semicolon
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_shared_mem,builtin_vars,device_function,host_function,main,shared_var,extern_shared,constexpr_var,enum_class,if,for,goto,ternary,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,sizeof,lambda,lambda_launch,macro_function
#include "prelude.cuh"

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define MIN2_2(a, b) ((a) < (b) ? (a) : (b))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)

template <typename T, int N>
__global__ void score5(const T* __restrict__ coef6, int n7, const T* input8) {
	extern __shared__ size_t dyn_9[];
	int tid10 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (tid10 >= n7) {
		return;
	}
	signed char val11 = N;
	int m12 = coef6[val11];
}
enum class Phase13 {
	Idle14,
	Red15 = 3,
	Red16,
	Mul17 = 6,
	Green18
};

__device__ unsigned char sweep19(int len20, int stride21) {
	int val22 = ~(34l << (stride21));
	len20 = 0xD5Al;
	--len20;
	float v23 = static_cast<double>(static_cast<int>(gridDim.x));
	len20 = 33;
	return v23 * sizeof(unsigned);
}

void smooth24(short alpha25, size_t beta26, float* data27) {
	auto lam29 = []() -> float {
		score5<int, 0x5><<<128 * 4, 0x40>>>(static_cast<const int*>(nullptr), 4ul, (const int*)nullptr);
		int y28(29ul);
		return (6.5f);
	};
	if ((*data27) >= (*data27)) {
		goto finish31;
	}
	for (int n30 = 0; n30 < alpha25; ++n30) {
		beta26++;
		(++(*data27), (data27[0] = 0x1e));
	}
	score5<long, 3><<<(beta26 + 31) / 32, 0x100, sizeof(float) * 32>>>(reinterpret_cast<const long*>(data27), (alpha25 += 32U, ((alpha25 <= (*data27)) ? 1323u : 44)), nullptr);
finish31:;
}

int main() {
	int len32 = 04306;
	int step33 = len32 + 1
	len32 += step33;
	score5<long, 0x5><<<(len32 + 0x1F) / 32, sizeof(unsigned int) * 010, 0>>>(static_cast<const long*>(nullptr), MIN2_2(float(len32), (len32)), nullptr);
	len32 = 1 % len32;
	len32--;
	return 0;
}
