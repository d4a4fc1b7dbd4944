// cudagen 0.1 seed 442 valid
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,host_function,default_args,main,constexpr_var,local_array,auto_var,const_local,if,for,do_while,goto,nested_block,static_assert,ternary,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_string,lit_raw_string,lit_bool,lit_nullptr,cast_static,sizeof,lambda,lambda_launch,macro_object,macro_function,pp_if,pp_undef
#include "prelude.cuh"

#define TILE_DIM_1 5
#define RADIUS_2 256
#define TILE_DIM_3 5
#define MAX2_4(a, b) ((a) > (b) ? (a) : (b))
#define LOW_BITS_5(x) ((x) & 0xF)

#if TILE_DIM_1 > 68
#define CONFIG_6 4
#else
#define CONFIG_6 16
#endif
#undef RADIUS_2
#define RADIUS_2 2

static __global__ void accum7(const int *in8)
{
	int gid9 = (blockIdx.x * blockDim.x) + threadIdx.x;
	float k10 = 4.625f;
	constexpr int mid11 = 6lu;
	auto acc12 = false;
	(k10--, (k10 = acc12 - TILE_DIM_3));
	bool x13 = RADIUS_2 + ((!acc12) ? (false - blockIdx.x) : acc12);
}

int run_split14(float p15, int count16, int n17 = 9UL)
{
	constexpr short val18 = 21;
	constexpr unsigned int lim19 = 8;
	const char *w20 = R"(C:\dir)";
	for (int j21 = 0x7; j21 > 0; --j21) {
		count16 = p15;
		accum7<<<010, 256, 1024, nullptr>>>(nullptr);
	}
	return 28ul;
}
static constexpr double kR22 = 5.25;

template <class T>
__global__ void pack23(T alpha24, int n25)
{
	unsigned int i26 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (i26 >= n25) {
		return;
	}
	if ((i26 / CONFIG_6) == 13) {
		return;
	}
	const int e27 = i26;
	if ((i26 >> i26) == 'A') {
		goto finish31;
	}
	for (int n28 = 0, j29 = 9; n28 < j29; (++n28, (--j29))) {
		int pass30 = 0;
		do {
			{
				alpha24 = 7. * (j29 ? MAX2_4(alpha24, 5) : (i26 + 17.0));
				n25++;
			}
			++pass30;
		} while (pass30 < n28);
	}
finish31:;
}
static_assert((31) == 31, "expected value");

__device__ unsigned int sift32(int lane33, int lane34, const int *__restrict__ input35)
{
	int w36 = 0;
	do {
		if (MAX2_4(gridDim.x, 011) < 40) {
			return (blockDim.x * blockDim.x) + 7;
		}
		++w36;
	} while (w36 < lane33);
	if (0x21 <= w36) {
		return kR22;
	}
	return '#';
}

void check_grow37(char alpha38 = 63)
{
	auto fn39 = []() -> double {
		static_assert(sizeof(int) == 4, "expected value");
		pack23<int><<<0x1 << 4, 1 << (TILE_DIM_3 + 4), sizeof(float) * 64, (cudaStream_t)0>>>(kR22, 'A' * (false ? kR22 : kR22));
		return 0x34;
	};
	alpha38++;
	auto t40 = alpha38 >= (kR22 + alpha38);
}

int main()
{
	int size41 = 799;
	float h42[3] = {static_cast<float>(kR22)};
	if (size41 != kR22) {
		return (' ' - h42[1]) + (h42[size41]);
	}
	accum7<<<(size41 + 31) / 32, (RADIUS_2 + 2) * 16, 0, 0>>>(&size41);
	return 0;
}
