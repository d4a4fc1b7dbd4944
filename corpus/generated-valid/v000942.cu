// cudagen 0.1 seed 942 valid
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,kernel_extern_c,launch_bounds,restrict_params,launch,launch_dim3,builtin_vars,host_device_function,host_function,main,device_array,shared_var,extern_shared,constexpr_var,local_array,const_local,enum,namespace,if,do_while,ternary,compound_assign,bitwise,logical,comparison,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,lambda,lambda_capture_ref,macro_function
#include "prelude.cuh"

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)

__host__ __device__ void lerp4(int n5) {
	size_t idx6 = MAX2_1((float)(~n5), MAX2_1(n5, n5));
	idx6 = ((idx6 <= idx6) && (!(idx6 == idx6))) ? ((idx6 - n5) - (idx6 * idx6)) : 3560ul;
	idx6 = MAX2_1(+(n5 + 49), 7);
	unsigned int idx7{24LL};
	int iter8 = 0;
	do {
		idx7 &= n5 & ((011 * idx7) % idx7);
		++iter8;
	} while ((iter8 < 0x2) && (n5 & 1));
	if (idx7 == n5) {
		return;
	}
}

extern "C" __global__ void __launch_bounds__(0x40) smooth9(int n10, unsigned short q11, signed char beta12, const long* coef13) {
	n10 &= ((n10 ^ gridDim.x));
	beta12 = blockDim.x;
	n10 = n10;
	beta12 *= 21u;
	beta12 = 63;
	int val14[5]{0x2a, n10, 0x1, 35ul, -39};
	val14[q11] &= coef13[n10 & 0x7];
}
__device__ unsigned d_tally15[64] = {2912};

template <class T, int N = 1>
__global__ void spread16_kernel(T p17, float q18, T q19, T beta20) {
	extern __shared__ signed char dyn_21[];
	int idx22 = (blockIdx.x * blockDim.x) + threadIdx.x;
	lerp4((8 % blockIdx.x) - (d_tally15[0b110000] % threadIdx.y));
	p17 -= N;
	double f23[5] = {};
	const long hi24 = 3UL;
	const unsigned short prod25 = 24 * f23[0x0];
	lerp4(d_tally15[idx22 & 63]);
}

namespace ops26 {
int check_bias27(long long a28, long q29, float* __restrict__ data30) {
	q29 = q29;
	unsigned char lim31[7] = {21L, 47, 0b111101L, 0xd, static_cast<unsigned char>(38), static_cast<unsigned char>(40 + a28), static_cast<unsigned char>(data30[5])};
	float h32[2] = {};
	spread16_kernel<float, ((3))><<<dim3((512), (q29 + 0x7F) / 128, 512), dim3((q29 + 31) / 040)>>>(q29, *data30, ((int)0x13), a28);
	lerp4(q29 - ((int)h32[0]));
	if (a28) {
		return q29;
	}
	return 4 & a28;
}
enum Mode33 { GREEN34, OFF35, MUL36, BUSY37 = 6 };

static __global__ void scatter38(int lane39, int stride40, int n41, float* data42) {
	int i43 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (i43 >= lane39) {
		return;
	}
	float w44[3] = {41, 22.625f, 40l};
	if (data42 == nullptr) {
		return;
	}
}
} // namespace ops26

int main() {
	int count45 = 1059;
	auto step49 = [&](float mid46, int res47) -> size_t {
		ops26::Mode33 q48 = ops26::BUSY37;
		return mid46;
	};
	count45 = ((0xc == (count45 / count45)) ? ops26::BUSY37 : static_cast<unsigned char>(0x0U)) | ((ops26::check_bias27(count45, 8l, nullptr) < 0x1c) ? (ops26::OFF35 * count45) : step49(count45, count45));
	const int mid50 = (ops26::check_bias27(count45, count45, (float*)nullptr) | step49(count45, count45)) ^ ((count45 + 013U) * 2668ul);
	count45 &= ops26::check_bias27(mid50, 23ul, nullptr);
	if (count45 == 061) {
		return step49(count45, 41L);
	}
	smooth9<<<32, (ops26::OFF35 + 0x3F)>>>(56u, 1598, 066, nullptr);
	ops26::scatter38<<<dim3((mid50 + 63) / 64), 32>>>(-(count45 / ops26::MUL36), count45, (MAX2_1(mid50, count45) >= 'A') ? (mid50) : mid50, nullptr);
	return 0;
}
