// cudagen 0.1 seed 334 valid
// features: kernel,launch_bounds,maxnreg,launch,launch_shared_mem,launch_stream,builtin_vars,host_device_function,host_function,main,device_var,shared_var,static_shared,constexpr_var,local_array,auto_var,enum_class,if,if_else,switch,switch_fallthrough,ternary,bitwise,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_char,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,sizeof,lambda,lambda_generic,macro_object,macro_statement,pp_if
#include "prelude.cuh"

#define WARPS_1 256
#define BLOCK_SIZE_2 16
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)

#if BLOCK_SIZE_2 == 16
#define CONFIG_6 2
#else
#define CONFIG_6 18
#endif

__global__ void __maxnreg__(64) bump7_kernel(int lane8)
{
	int tid9 = threadIdx.x;
	if (tid9 >= lane8) {
		return;
	}
	(lane8++, (lane8 = 15));
	__shared__ int sh_10[(128)];
	if ((lane8 <= sh_10[lane8]) || (blockDim.x <= threadIdx.x)) {
		return;
	}
	static __shared__ short sh_11[32];
}
enum class Phase12 { Blue13 = 2, Red14 };

__global__ void split15(const signed char *coef16)
{
	int gid17 = (blockIdx.x * blockDim.x) + threadIdx.x;
	auto u18 = gid17;
	if (blockDim.y == (coef16[u18 & 7] + u18)) {
		if (gid17 != 0x34) {
			unsigned long z19 = 'A' - (blockIdx.x);
			z19 = gid17 / ((3874L - coef16[6]) & (074L + u18));
		} else {
		}
	}
}

__host__ __device__ void shade20(Phase12 alpha21, const unsigned int *src22, int lane23)
{
	int base24 = 4lu;
	bool w25 = (lane23 + 2564LL) < lane23;
	lane23 = -0x50C;
	alpha21 = Phase12::Blue13;
	base24--;
}
__device__ int d_sweep26 = -45;

__global__ void __launch_bounds__(CONFIG_6 * 16) smooth27(float *acc28, float *out29, unsigned short *dst30, int *data31)
{
	constexpr char idx32 = 0x5;
	unsigned int q33 = 0b10010;
	auto lo34 = (0x36 | (d_sweep26 + data31[3])) + int((acc28[threadIdx.z] == dst30[0]) ? 0b1110lu : data31[d_sweep26]);
}

__host__ __device__ long filter35(const long *coef36, float beta37, int stride38)
{
	beta37 = beta37;
	switch (int(stride38)) {
	case CONFIG_6:
		shade20(Phase12::Blue13, nullptr, 21 * beta37);
		shade20(Phase12::Blue13, reinterpret_cast<const unsigned int*>(coef36), 59 - stride38);
		[[fallthrough]];
	case 10:
		if (((stride38 & stride38) & 0x1)) {
			break;
		}
		break;
	default:
		break;
	}
	return 0xfu;
}

void host_tally39(Phase12 beta40, int stride41)
{
	auto fn43 = [](auto val42) {
		val42 = 42;
		val42 = 0x2cU;
		return val42 * 2;
	};
	if (BLOCK_SIZE_2 > (+stride41)) {
		return;
	}
	Phase12 v44 = beta40;
	unsigned idx45[5]{static_cast<unsigned>(stride41), 0x2f, 6U, static_cast<unsigned int>(stride41), 5u};
	switch (filter35(nullptr, 0b11111, stride41)) {
	case 0x3: {
		auto off46 = 0x2f;
		break;
	}
	default:
		smooth27<<<(stride41 + 255) / 0400, 128, sizeof(double) * 256, (cudaStream_t)0>>>(nullptr, static_cast<float*>(nullptr), (unsigned short*)nullptr, &stride41);
		break;
	}
}

int main()
{
	int size47 = 07070;
	size47 = CONFIG_6;
	Phase12 m48 = Phase12::Red14;
	bump7_kernel<<<2, 0b1000000, 0x0, (cudaStream_t)0>>>(-CONFIG_6);
	split15<<<WARPS_1, 16 * 2, 0, (cudaStream_t)0>>>(nullptr);
	return 0x0;
}
