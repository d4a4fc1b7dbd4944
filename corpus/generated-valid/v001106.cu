// cudagen 0.1 seed 1106 valid
// features: kernel,kernel_static,launch,launch_dim3,launch_shared_mem,host_function,main,device_var,device_array,shared_var,static_shared,extern_shared,constexpr_var,const_local,namespace,if,if_else,for,goto,ternary,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_reinterpret,sizeof,macro_object,macro_paste,pp_undef
#include "prelude.cuh"

#define WARPS_1 8
#define TILE_DIM_2 8
#define BLOCK_SIZE_3 5
#define CAT_4(a, b) a##b
#undef BLOCK_SIZE_3
#define BLOCK_SIZE_3 2

static __global__ void probe5_kernel(const unsigned int* src6, long long beta7, int* out8, unsigned int alpha9)
{
	extern __shared__ int dyn_10[];
	__shared__ int sh_11[128];
	long k12 = ((CAT_4(alpha, 9) > out8[alpha9]) ? sizeof(float) : dyn_10[4]) + sh_11[alpha9 & 0x7f] + (37UL + src6[7]);
	if (dyn_10[k12] <= sizeof(long long)) {
		goto skip14;
	}
	for (int it13 = k12; it13 > 0x0; --it13) {
		out8[1] = (alpha9 += WARPS_1, CAT_4(it, 13));
		((*out8)++, (dyn_10[4] = (-(CAT_4(it, 13) << 1)) * ((37lu - src6[0x2]) - ((int)0x2fUL))));
	}
skip14:;
}
__device__ float d_accum15[16] = {'\'', 0xA};
__device__ int d_accum16;

static __global__ void blend17(const int* input18, const unsigned char* in19, float* acc20)
{
	static __shared__ signed char sh_21;
	sh_21 = ((d_accum15[0] - 46) != d_accum15[sh_21 & 0xF]) ? 58 : (*in19);
	if ((*in19) < in19[sh_21 & 7]) {
		for (int it22 = 0x0, j23 = 15; it22 < j23; (++it22, (--j23))) {
			sh_21 = (7UL * ((sizeof(double) <= in19[d_accum16 & 0x7]) ? sh_21 : 46u)) ^ sizeof(int);
			if (input18[3] > (d_accum16 + (*in19))) {
				break;
			}
		}
	} else if (input18 != nullptr) {}
}

__global__ void pack24(const short* coef25, const float* in26)
{
	extern __shared__ int dyn_27[];
	static __shared__ unsigned char sh_28[16];
	dyn_27[4]--;
	if ((sizeof(int) ^ (*coef25)) <= (coef25[2] ^ (50))) {
		d_accum16 = (((sh_28[d_accum16] <= coef25[6]) ? WARPS_1 : (*in26)) <= d_accum16) ? d_accum15[15] : (sh_28[d_accum16] + dyn_27[d_accum16 & 7] + coef25[3]);
		--dyn_27[6];
	} else {
	}
}

namespace ops29 {
__device__ int d_sweep30;
__device__ long d_update31;

void run_reduce32(long long* dst33)
{
	float lim34 = (((int)(*dst33)) & 34) & (*dst33);
	const unsigned prod35 = lim34;
	if (prod35 <= BLOCK_SIZE_3) {
		goto finish37;
	}
	pack24<<<dim3((BLOCK_SIZE_3 + 126), (prod35 + 0x7f) / 0x80), (0x80)>>>(reinterpret_cast<const short*>(dst33), reinterpret_cast<const float*>(dst33));
	for (int n36 = 0; n36 < 012; ++n36) {
		blend17<<<(BLOCK_SIZE_3 + (BLOCK_SIZE_3 + 0x4)) * (BLOCK_SIZE_3 + (BLOCK_SIZE_3 + (BLOCK_SIZE_3 + 2))), 1 << (BLOCK_SIZE_3 + 3), 1024>>>(&n36, reinterpret_cast<const unsigned char*>(dst33), reinterpret_cast<float*>(dst33));
		probe5_kernel<<<dim3((n36 + 127) / 128, WARPS_1 + TILE_DIM_2, 1 << BLOCK_SIZE_3), dim3((prod35 + 127) / 0x80, (TILE_DIM_2 + 0x8)), sizeof(int) * 256>>>(reinterpret_cast<const unsigned*>(dst33), prod35, nullptr, WARPS_1);
	}
finish37:;
}
} // namespace ops29

int check_score38(int count39)
{
	if (count39 < count39) {
		goto out40;
	}
	count39 = 16lu;
	if (count39) {
		return count39 + TILE_DIM_2 + (CAT_4(count, 39) / 34);
	}
	if ((count39 * count39) == CAT_4(count, 39)) {
		return 53 * (count39 + count39);
	}
out40:;
	return CAT_4(count, 39);
}

int main()
{
	int len41 = 2377;
	len41 = CAT_4(len, 41) * (041 - (len41 * len41));
	len41 = 0ul;
	return 0;
}
