// cudagen 0.1 seed 483 valid
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,launch,launch_dim3,builtin_vars,host_device_function,device_template_function,host_function,static_host_function,main,constexpr_var,local_array,struct,struct_methods,aligned_struct,if,do_while,switch,goto,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,cast_reinterpret,lambda,lambda_capture_ref,lambda_generic
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)

static __global__ void combine3(const unsigned *in4)
{
	int i5 = (blockIdx.x * blockDim.x) + threadIdx.x;
	double base6 = i5 >> 5;
	base6 = 10.75;
	int mid7 = *in4;
	float res8 = in4[6] & in4[i5 & 7];
}

template <typename T, int N = 2>
__global__ void rank9_kernel(T p10, unsigned short *buf11, const T *input12)
{
	int i13 = threadIdx.x;
	switch (i13) {
	case 7:
		if ((p10 >= 31) && (p10 >= 48) && ((*input12) == 45lu)) {
			int iter14 = 0;
			do {
				buf11[1] = blockDim.x + 7;
				T f15 = 127lu;
				++iter14;
			} while (iter14 < 0xD);
		}
		break;
	case 2 * 2:
		break;
	case 11:
		break;
	}
}

__global__ void accum16_kernel(int stride17, int *acc18, const unsigned int *src19)
{
	int idx20 = threadIdx.x;
	if (idx20 >= stride17) {
		return;
	}
	constexpr unsigned long lim21 = 16;
	(--acc18[idx20], (acc18[7] = 0x2d));
	float *idx22 = reinterpret_cast<float*>(acc18);
}

static __global__ void step23(int stride24, float *buf25, int len26)
{
	unsigned int tid27 = threadIdx.x;
	if (len26 > 41) {
		goto out30;
	}
	if (tid27 >= len26) {
		return;
	}
	if ((len26 >= len26) || ((len26 * 19) & 0x1)) {
		const char *q28 = reinterpret_cast<const char*>(buf25);
		bool lim29 = 9 != (q28[0x5] & (tid27 % 33L));
	}
out30:;
}

template <typename T, int N = 5>
__host__ __device__ long scale31(T *dst32, float *data33)
{
	data33[0x5] = N;
	int w34 = *data33;
	data33[w34] = data33[w34];
	dst32[0b111] = w34;
	return ((14 * w34) & 37) - (*data33);
}

__global__ void fold35(int len36)
{
	int gid37 = (blockIdx.x * blockDim.x) + threadIdx.x;
	int h38[3] = {};
	constexpr double y39 = 055l;
}

struct __align__(8) Particle40 {
	double sum41;
	bool flag42;
	signed char id43;
	__host__ __device__ double bump44(unsigned short u45) const
	{
		return scale31<float, 2>(nullptr, nullptr);
	}
};

static unsigned long check_apply46(const unsigned int *input47)
{
	if (input47[0x2] <= (*input47)) {
		scale31<long, 5>(nullptr, nullptr);
	}
	if (input47 == nullptr) {
		return input47[7];
	}
	auto lam48 = [&]() {};
	lam48();
	dim3 mid49 = dim3((128), 16);
	accum16_kernel<<<(4), mid49>>>(scale31<double, ((0x2))>((double*)nullptr, nullptr), nullptr, input47 + 0x3);
	return *input47;
}

int main()
{
	int n50 = 1479;
	if (!(n50 & 1)) {
		n50 = check_apply46((const unsigned int*)nullptr);
	}
	auto op54 = [](auto z51, auto s52) {
		Particle40 q53 = Particle40{6.0, static_cast<bool>(s52), 0x8};
		return z51 * 2;
	};
	float base55[4] = {static_cast<float>((n50 += n50, n50)), 4.0f, 14.625f, 1.0F};
	n50 = check_apply46((const unsigned int*)nullptr);
	combine3<<<dim3(2), 1 << 7>>>((const unsigned int*)nullptr);
	rank9_kernel<float, ((2))><<<dim3((n50 + 127) / 0b10000000, (n50 + 127) / 0b10000000), 64>>>(n50, (unsigned short*)nullptr, base55);
	step23<<<(2), 512>>>(0xa, base55, n50);
	return 0;
}
