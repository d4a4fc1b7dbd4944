// cudagen 0.1 seed 1637 valid
// features: kernel,kernel_extern_c,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,host_function,static_host_function,main,shared_var,constexpr_var,if,goto,ternary,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,lit_int_binary,lit_int_suffix,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_paste,macro_statement,pp_if
#include "prelude.cuh"

#define BLOCK_SIZE_1 3
#define NUM_ITERS_2 8
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b
#if NUM_ITERS_2 == 8
#define CONFIG_7 1
#elif NUM_ITERS_2 < 0
#error unreachable configuration
#else
#define CONFIG_7 19
#endif

extern "C" {
__device__ void scatter11(unsigned long p12, int n13) {
	if (((int)p12) <= n13) {
		return;
	}
	__shared__ int sh_14[32];
	__shared__ float sh_15[128];
}

__global__ void scale8_kernel(const double* in9) {
	if (in9[0] == static_cast<float>(in9[5])) {
		return;
	}
	if ((((in9[3] == in9[5]) ? 3517 : 49) & 1)) {
		return;
	}
	__shared__ long long sh_10;
}
}

__global__ void update16(double* acc17, int lane18, unsigned long long* out19, unsigned int* out20) {
	lane18 = 40 - (out19[lane18] + lane18);
	float f21 = ((15lu - out19[0b10]) & (4915U + (*out20))) << 2;
}

__global__ void scatter22_kernel(int len23, int n24, float* data25) {
	++n24;
	if (CAT_6(len, 23) * 51) {
		return;
	}
	len23 = n24;
}

static void check_reduce26(unsigned int beta27, long long p28, int n29) {
	p28 = BLOCK_SIZE_1;
	scatter22_kernel<<<dim3((1)), CONFIG_7 + (BLOCK_SIZE_1 + (NUM_ITERS_2 + 500))>>>(~(sizeof(float) + CAT_6(beta, 27)), ((54u <= beta27) ? CAT_6(beta, 27) : p28) + (n29 & CAT_6(p, 28)), nullptr);
	int res30 = 4096 | ((n29 < beta27) ? beta27 : (n29 & beta27));
	if (2 < p28) {
		goto out31;
	}
	update16<<<16, dim3((beta27 + 255) / 256, 1 << (CONFIG_7 + (CONFIG_7 + (CONFIG_7 + 1))), 2), 4096, (cudaStream_t)0>>>((double*)nullptr, static_cast<float>((beta27 == '#') ? CAT_6(p, 28) : beta27), nullptr, &beta27);
	p28 = ((26 - n29) - '\\') << ((-p28) + BLOCK_SIZE_1);
out31:;
}

int main() {
	int size32 = 391;
	size32 = static_cast<int>(CAT_6(size, 32));
	scale8_kernel<<<dim3((size32 + 31) / 32, 32), 128>>>(nullptr);
	scale8_kernel<<<256, 256>>>((const double*)nullptr);
	++size32;
	return 0;
}
