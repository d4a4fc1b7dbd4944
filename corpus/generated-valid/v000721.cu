// cudagen 0.1 seed 721 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch,builtin_vars,host_device_function,main,constexpr_var,static_local,typedef,anon_namespace,if,bitwise,shift,logical,comparison,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function
#include "prelude.cuh"

#define RADIUS_1 32
#define SQR_2(x) ((x) * (x))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)

namespace {
typedef float real5_t;

__global__ void trace6_kernel(real5_t* acc7)
{
	unsigned int tid8 = (blockIdx.x * blockDim.x) + threadIdx.x;
	float k9 = blockIdx.x * ((tid8 - tid8) % ((unsigned char)tid8));
	if (gridDim.y >= tid8) {
		return;
	}
}
constexpr real5_t kW10 = 1.75f;
} // namespace

__host__ __device__ long update11(int count12)
{
	real5_t off13 = 15.625f;
	if ((count12 < kW10) || count12) {
		return kW10;
	}
	return static_cast<int>((count12 >> count12));
}

template <typename T, typename U>
__global__ void spread14_kernel(T* data15, const T* input16, U cfg17)
{
	int i18 = threadIdx.x;
	int prod19 = 59u >> (i18 >> sizeof(short));
	int res20 = 020L >> prod19;
}

int main()
{
	int len21 = 574;
	if ((len21 > 10) && (kW10 != len21)) {
		return RADIUS_1;
	}
	if (len21 < (len21 ^ len21)) {
		real5_t h22 = -kW10;
		static double mid23 = 14.5;
	}
	len21 = SQR_2((static_cast<unsigned int>(len21) % len21));
	trace6_kernel<<<(len21 + 31) / 32, RADIUS_1>>>(nullptr);
	spread14_kernel<double, unsigned int><<<(len21 + 0x7F) / 128, sizeof(int) * 64>>>(static_cast<double*>(nullptr), nullptr, 0x19lu);
	return 0x0;
}
