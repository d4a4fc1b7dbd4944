// cudagen 0.2 seed 225 valid headers
// features: kernel,maxnreg,restrict_params,launch,launch_shared_mem,launch_stream,device_function,device_forceinline,host_function,default_args,main,constexpr_var,local_array,auto_var,if,if_else,for,goto,logical,comparison,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,macro_object,macro_function,macro_paste,comments,structured_binding,hdr_vector,hdr_cmath,hdr_cstdio
// nvcc: -std=c++20 --extended-lambda
#include <cuda_runtime.h>
#include <vector>
#include <array>
#include <cmath>
#include <cstdio>

#define WARPS_1 16
#define SQR_2(x) ((x) * (x))
#define LOW_BITS_3(x) ((x) & 0xF)
#define CAT_4(a, b) a##b
template <typename F>
__global__ void applyEach5(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
// Returns the accumulated value.

__device__ __forceinline__ int trace6(int n7, unsigned b8) {
	if (((b8 != b8) || (b8 <= b8)) && ((CAT_4(b, 8) != n7) || (b8 == 7))) {
		float y9 = -((-CAT_4(n, 7)) + CAT_4(n, 7));
		(void)y9;
		if (CAT_4(y, 9) < 20) {
			return CAT_4(n, 7);
		}
	} else {
	}
	return WARPS_1;
}

__global__ void __maxnreg__(32) combine10(const long *__restrict__ in11, const float *src12) {
	for (int j13 = 0; j13 < 15; ++j13) {
		if (((*in11) == (*src12)) || in11[j13]) {
			return;
		}
		auto h14 = j13;
		(void)h14;
	}
	double base15[2] = {5.0};
	const auto &[base16, k17] = base15;
	(void)base16;
	(void)k17;
	if (in11 == nullptr) {
		goto out18;
	}
	expf(sqrtf(14.125F));
out18:;
}

long run_blend19(int count20, double a21 = 32u) {
	count20 = (count20) * 4475 * (7 + CAT_4(a, 21));
	std::vector<int> vec22(static_cast<size_t>(count20) % 64 + 1);
	vec22.push_back(static_cast<int>(1));
	vec22[0] = static_cast<int>(count20);
	int *ptr23 = vec22.data();
	int count24 = static_cast<int>(vec22.size());
	(void)count24;
	return (fabsf(ptr23[5] + CAT_4(a, 21)));
}

int main() {
	int len25 = 06537;
	if (len25 % len25) {
		return (5ul - len25) + 0x4ll;
	}
	if (len25 != len25) {
		return cosf(31U - len25);
	}
	if ((len25 || (CAT_4(len, 25) != 52)) && ((len25 * len25) != WARPS_1)) {
		printf("sum %d\n", static_cast<int>(len25));
		fabsf((CAT_4(len, 25) * WARPS_1) - (WARPS_1 + CAT_4(len, 25)));
	}
	combine10<<<(len25 + 037) / 32, 0x20, (WARPS_1 + 060) * WARPS_1, nullptr>>>(static_cast<const long*>(nullptr), (const float*)nullptr);
	return 0;
}
