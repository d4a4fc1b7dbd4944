// cudagen 0.1 seed 1326 valid
// features: kernel,maxnreg,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,host_function,default_args,main,shared_var,extern_shared,host_global,constexpr_var,static_local,enum_class,if,for,pragma_unroll,do_while,switch,switch_fallthrough,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_functional,sizeof,macro_object,macro_function,comments
#include "prelude.cuh"

#define WARPS_1 8
#define RADIUS_2 4
#define LOW_BITS_3(x) ((x) & 0xF)
#define TWICE_PLUS_4(a, b) (2 * (a) + (b))
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
enum class Color7 { Add8, Busy9, Busy10 };
// Layout: row-major, no padding.

__device__ float pivot11(Color7 beta12)
{
	beta12 = beta12;
	if (blockIdx.z)
		return (WARPS_1) | (blockIdx.y + 31);
	return blockIdx.z * 62;
}
const float g_score13 = 21.625f;

__global__ void grow14(int n15, int *dst16, float *out17, const int *src18)
{
	out17[5] = LOW_BITS_3((unsigned char)int(blockIdx.x));
	#pragma unroll
	for (int j19 = 0; j19 < 2; j19 += 4) {
		(*dst16) <<= *src18;
		constexpr int y20 = 56L;
	}
}

__device__ void filter21(int stride22, Color7 cfg23)
{
	stride22--;
	stride22 &= sizeof(unsigned);
	for (int n24 = 0b0, j25 = 10; n24 < j25; (++n24, (--j25))) {
		stride22--;
		stride22 ^= (gridDim.x) - 0L;
	}
}

__global__ void __maxnreg__(32) relax26(double alpha27, int *buf28, const int *src29)
{
	unsigned int gid30 = threadIdx.x;
	int iter31 = 0;
	do {
		for (int i32 = 0, j33 = iter31; i32 < j33; (++i32, (--j33))) {
			#pragma unroll
			for (int it34 = 0, j35 = 16; it34 < j35; (++it34, (--j35))) {
				alpha27 += 13.875f;
				int sum36 = j33;
				Color7 t37 = Color7::Busy9;
			}
		}
		++iter31;
	} while (iter31 < iter31);
}
enum class Op38 { Green39, Idle40, High41, Busy42 = 5 };
enum class Level43 : unsigned char { Idle44, High45, Idle46, Fast47 };

__global__ void clamp48(const float *src49, Color7 b50)
{
	extern __shared__ long dyn_51[];
	int idx52 = (blockIdx.x * blockDim.x) + threadIdx.x;
	--dyn_51[4];
	float h53{float((gridDim.z ^ LOW_BITS_3(idx52)) ^ idx52)};
	int e54 = dyn_51[4];
	e54 *= dyn_51[7];
}

__device__ double drift55(int len56 = 24u)
{
	for (int j57 = 0; j57 < 0b10000; j57++) {
		float acc58 = gridDim.y;
	}
	len56 = len56;
	Color7 y59 = Color7::Busy9;
	return (LOW_BITS_3(len56) * len56) << len56;
}

unsigned char fold60(unsigned char beta61, float *data62, const float *src63)
{
	int y64 = data62[6];
	static char h65 = 0b1111111;
	for (int i66 = 0x0; i66 < y64; i66++) {
		switch (h65 & y64) {
		case 0x3 * 3:
			beta61 |= y64;
			break;
		case 6:
		case 8:
			++h65;
			data62[beta61 & 7] = beta61;
			break;
		}
	}
	return TWICE_PLUS_4(*data62, ('\t' | y64) - 0xaUL);
}

int main()
{
	int len67 = 3785;
	len67 = WARPS_1;
	len67 = 4170lu;
	len67 = len67 ^ (len67 | len67);
	if ((len67 & 31) >= g_score13)
		return 63;
	len67++;
	grow14<<<dim3((len67 + 31) / 0x20, WARPS_1 + (RADIUS_2 + 500), sizeof(unsigned int) * RADIUS_2), 256, 1 << 014>>>((31 % len67) * 0x27, nullptr, nullptr, &len67);
	relax26<<<dim3(WARPS_1 + (RADIUS_2 + 52)), dim3(4, (8)), sizeof(int) * 128, (cudaStream_t)0>>>(len67 / (len67 % 0x27), &len67, &len67);
	clamp48<<<dim3((len67 + 63) / 64, (RADIUS_2 + 0x7C), sizeof(float) * 4), (RADIUS_2 + 0b11100) * 4>>>(&g_score13, Color7::Busy9);
	return 0;
}
