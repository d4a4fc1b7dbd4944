// cudagen 0.1 seed 676 invalid:invalid_type_conversion
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,launch_bounds,restrict_params,launch,launch_dim3,builtin_vars,device_function,host_device_function,host_function,default_args,main,constexpr_var,auto_var,const_local,enum_class,typedef,if,for,do_while,static_assert,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,sizeof,lambda,lambda_capture_value,lambda_iife,lambda_launch,macro_paste
#include "prelude.cuh"

#define CAT_1(a, b) a##b

inline __host__ __device__ int bump2(long b3, float* __restrict__ acc4, int n5 = 0b1110u) {
	for (int n6 = 0; n6 < n5; ++n6) {
		n5 = 0x19U;
	}
	unsigned int hi7 = 62;
	int z8 = 0b10110;
	hi7 ^= 58lu;
	const float tmp9 = 23u;
	return acc4[z8];
}

__global__ void __launch_bounds__(0x200) grow10_kernel(int n11, unsigned int* data12, signed char p13) {
	int gid14 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (gid14 >= n11) {
		return;
	}
	p13 = n11;
	float base15{21.375F};
}

inline __device__ unsigned bias16(int count17, float p18, short q19) {
	for (int it20 = 0x0; it20 < 7; ++it20) {
		double k21{4.875f};
		constexpr unsigned char q22 = (10) * 2;
	}
	return count17;
}

template <typename T, typename U>
__global__ void kick23_kernel(T* __restrict__ out24, const unsigned int* coef25, const unsigned long long* input26) {
	unsigned gid27 = (blockIdx.x * blockDim.x) + threadIdx.x;
	(++(*out24), ((*out24) -= threadIdx.z / (((U)gid27) * (+CAT_1(gid, 27)))));
	U v28 = 14.875F;
}
typedef float real29_t;

static __global__ void accum30_kernel(unsigned char* acc31, double cfg32) {
	int tid33 = threadIdx.x;
	double z34 = double((*acc31) / (acc31[tid33] << 13l));
	cfg32 = acc31[tid33];
	for (int i35 = 0, j36 = 3; i35 < j36; (++i35, (--j36))) {
		for (int n37 = 0, j38 = 8; n37 < j38; (++n37, (--j38))) {
			static_assert(sizeof(int) == 0x4, "expected value");
			z34 = 20.625f - (cfg32 - (z34 - 0b110));
		}
		auto t39 = -0x1b;
	}
}

__device__ int shade40(float p41 = 2.25f) {
	for (int j42 = 0, j43 = 0x10; j42 < j43; (++j42, (--j43))) {
		p41 = blockIdx.x + (5.5f + (p41 * 50));
	}
	int w44 = 0;
	do {
		p41 += 8.25F;
		++w44;
	} while ((w44 < 7) && (short(p41) <= CAT_1(p, 41)));
	if (!(CAT_1(w, 44) == 30)) {
		return (p41 += CAT_1(w, 44), w44);
	}
	return -30LL;
}
enum class Axis45 { On46, Busy47 = 2, Mul48 = 7 };

unsigned int combine49(const float* coef50, int len51) {
	len51 /= coef50[0];
	for (int j52 = 0, j53 = len51; j52 < j53; (++j52, (--j53))) {
		([=]() {
			kick23_kernel<int, long><<<(j53 + 63) / 0x40, dim3(0x2, (j53 + 255) / 256, (j53 + 255) / 256)>>>((int*)nullptr, (const unsigned int*)nullptr, (const unsigned long long*)nullptr);
			grow10_kernel<<<0x40, sizeof(int) * 64>>>((0x5 + CAT_1(j, 52)) << j52, nullptr, 127L);
			long z54(CAT_1(len, 51));
		})();
	}
	len51 = (coef50[len51]);
	accum30_kernel<<<dim3((len51 + 255) / 0x100, 16), 128>>>((unsigned char*)nullptr, *coef50);
	return len51 * coef50[1];
}

int main(void) {
	int len55 = 110;
	double d_58 = 1.5;
	int *p_58 = (int *)d_58;
	len55 = len55;
	dim3 r56(sizeof(float) * 0x10);
	if (CAT_1(len, 55)) {
		return (59U + len55) / (len55 + len55);
	}
	dim3 base57(sizeof(int) * 64);
	return 0;
}
