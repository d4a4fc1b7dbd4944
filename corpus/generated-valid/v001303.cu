// cudagen 0.1 seed 1303 valid
// features: kernel,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,host_function,main,device_array,constexpr_var,local_array,const_local,struct,struct_methods,namespace,nested_namespace,if,if_else,if_init,do_while,switch,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,comma,member_access,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,cast_static,sizeof,macro_object,macro_paste,macro_statement
#include "prelude.cuh"

#define BLOCK_SIZE_1 64
#define WARPS_2 3
#define BLOCK_SIZE_3 5
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_5(a, b) a##b

struct Particle6 {
	int flag7;
	float sum8;
	int x9;
	__host__ __device__ int total10() const
	{
		float z11 = ((flag7 | 0x1BL) * (+CAT_5(flag, 7))) + (flag7 % (47u * flag7));
		if (flag7 > BLOCK_SIZE_3) {
			return (z11 += -21.0f, (CAT_5(z, 11)));
		}
		return 0x46c;
	}
};
static __device__ int d_clamp12[16] = {64, 0U, 53lu};

unsigned int check_apply13(double cfg14)
{
	if ((cfg14 + ((12 != cfg14) ? WARPS_2 : 58)) > (cfg14)) {
		cfg14 = 03220;
	}
	unsigned short acc15(cfg14);
	if (acc15 != 57) {
		return 51;
	}
	Particle6 t16 = Particle6{};
	float lo17(((55 >= (t16.flag7 += CAT_5(acc, 15), acc15)) && (!(cfg14 > cfg14))) ? (t16.x9 + (1444 ^ acc15)) : ((acc15 & 61l) + (23L)));
	return 55lu;
}

__global__ void blend18_kernel(int count19)
{
	int gid20 = (blockIdx.x * blockDim.x) + threadIdx.x;
	float e21[3] = {};
	float w22 = 17.0f;
}

namespace impl23::v24 {
__device__ float step25(long b26, unsigned long long beta27, int n28)
{
	if (!(d_clamp12[n28 & 0b1111] > gridDim.y)) {
		switch (b26) {
		case 1:
			(beta27--, (b26 %= blockDim.x));
			break;
		}
		if ((d_clamp12[beta27] & (beta27 - BLOCK_SIZE_1)) == 44) {
			(++n28, (d_clamp12[beta27 & 15] *= sizeof(unsigned int)));
			unsigned int tmp29(((threadIdx.y < d_clamp12[b26]) ? d_clamp12[9] : beta27) - b26);
		}
		double y30[4]{3.0f, -14.625F, static_cast<double>(d_clamp12[blockIdx.x & 0b1111]), 8.0};
	}
	return d_clamp12[n28];
}
} // namespace impl23::v24

__global__ void __launch_bounds__(256 * 2) probe31_kernel(int n32)
{
	int idx33 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (idx33 >= n32) {
		return;
	}
	if (constexpr char k34 = BLOCK_SIZE_3 + (WARPS_2 + (BLOCK_SIZE_3 + (WARPS_2 + (BLOCK_SIZE_3 + (BLOCK_SIZE_3 + 21))))); (n32 >> idx33) >= (n32 / k34)) {
		bool off35 = n32;
		d_clamp12[idx33 & 15] *= off35;
	}
}

int main()
{
	int size36 = 3810;
	int w37 = 0;
	do {
		if (float t38 = ((w37 - size36) * (5l >> size36)) ^ (size36 += size36, (size36 += CAT_5(size, 36), 4168u)); (~CAT_5(size, 36)) == 0x22) {
			if (int lim39 = w37 * static_cast<int>(t38) * (5 * w37); (w37 * CAT_5(lim, 39)) > (lim39 * 24)) {
				dim3 k40 = dim3((32), (lim39 + 31) / 0b100000);
				int h41(lim39);
			} else {
				const bool off42 = (-CAT_5(w, 37)) >> w37;
			}
		}
		++w37;
	} while (w37 < 017);
	blend18_kernel<<<(WARPS_2 + 1), 512, 0x0, (cudaStream_t)0>>>(w37);
	probe31_kernel<<<sizeof(float) * 8, (0200), 1024, 0>>>(44L);
	return 0x0;
}
