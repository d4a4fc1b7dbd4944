// cudagen 0.1 seed 643 invalid:class_redefinition
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,launch_bounds,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,host_function,static_host_function,default_args,main,device_var,constant_var,host_global,constexpr_var,local_array,auto_var,const_local,enum_class,typedef,anon_namespace,if,for,switch,ternary,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,comments
#include "prelude.cuh"

typedef double *ptr1_t;
// NOTE: keep in sync with the host reference.

template <typename T, int N = 2>
__global__ void __launch_bounds__((128)) filter2_kernel(T *__restrict__ buf3, double *dst4, float *out5)
{
	if (2 >= out5[6])
		return;
	buf3[4] = sizeof(T);
	constexpr size_t y6 = '\x7f';
	T r7 = (N - ((out5[2] > N) ? y6 : N));
}
__constant__ long c_pivot8 = 48ul;

static __host__ char check_pack9(int lane10, short p11, int n12 = -5)
{
	filter2_kernel<unsigned int, 7><<<(n12 + 127) / 128, dim3((n12 + 63) / 64, (lane10 + 255) / 256, 2), 1024>>>(nullptr, nullptr, nullptr);
	filter2_kernel<int, 2><<<(n12 + 127) / 128, 64 * 8>>>(static_cast<int*>(nullptr), nullptr, static_cast<float*>(nullptr));
	lane10 /= 50 - p11;
	lane10 = p11 - ((lane10 / 1436) + 28u);
	filter2_kernel<long, ((2))><<<dim3((lane10 + 31) / 32, 8), 8 * 8>>>(static_cast<long*>(nullptr), static_cast<ptr1_t>(nullptr), nullptr);
	++n12;
	p11 -= n12;
	return 42;
}
// Helper used by the kernels below.

template <typename T, int N = 2>
__global__ void __launch_bounds__(128) norm13(T *buf14, const size_t *__restrict__ coef15, float *data16, float *buf17)
{
	switch (*coef15) {
	case sizeof(float) * 3:
		break;
	case 4 * 2: {
		auto f18 = buf14[1];
		break;
	}
	case (0b101):
		data16[c_pivot8] /= 6.875f * ((*data16) - buf14[2]) * (+(*buf17));
		break;
	}
	(*data16) = sizeof(int);
	float tmp19[4] = {-4.5F, static_cast<float>(sizeof(T) - data16[3]), 20.875f};
	(*data16) += c_pivot8 * 7.625f;
}

namespace {
static __device__ float d_smooth20 = 8.625f;

static int run_score21(float *__restrict__ buf22, int n23 = 20)
{
	float y24 = n23;
	norm13<long, ((2))><<<(n23 + 127) / 128, 64>>>((long*)nullptr, (const unsigned long*)nullptr, buf22, buf22);
	filter2_kernel<float, 2><<<sizeof(unsigned int), dim3((n23 + 255) / 256, (n23 + 127) / 128, (n23 + 63) / 64), 4096>>>(buf22, reinterpret_cast<double*>(buf22), buf22 + n23);
	auto e25 = buf22[4];
	return ((n23 + 3) / (e25 - n23)) + ((buf22[3] > n23) ? '\a' : y24);
}
} // namespace
enum class Color26 { On27, High28 = 2 };

template <class T, typename U>
__global__ void __maxnreg__(128) stencil29(U *data30, U a31, T *dst32)
{
	if ((data30[5] += 17.625, c_pivot8) > d_smooth20)
		return;
	for (int i33 = c_pivot8; i33 > 0b0; --i33) {
		auto lim34 = i33;
	}
	auto prod35 = 31u;
	const U y36 = 16.;
	float u37[8] = {};
	(--prod35, (a31 = y36));
}
constexpr double kL38 = 0.75;
const int g_blend39 = 35u;

static __global__ void tile40(Color26 q41, int *out42)
{
	q41 = Color26::High28;
	d_smooth20 = (kL38) + (out42[c_pivot8] += 27ULL, kL38);
	out42[0b110] ^= c_pivot8;
	Color26 val43 = Color26::High28;
	double h44 = kL38;
}
struct Config48 {
    int a;
};
struct Config48 {
    float b;
};

int main(void)
{
	int count45 = 2044;
	const int h46 = ((count45 - 9) % g_blend39) * 29;
	double r47 = static_cast<float>(h46 - (count45 + kL38));
	r47 /= 39;
	stencil29<int, int><<<1, 64, 0>>>(nullptr, (9 + h46) / r47, nullptr);
	tile40<<<sizeof(float) * 2, 128, 0>>>(Color26::On27, nullptr);
	return 0;
}
