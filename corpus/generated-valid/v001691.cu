// cudagen 0.1 seed 1691 valid
// features: kernel,kernel_static,grid_constant,restrict_params,launch,builtin_vars,main,shared_var,extern_shared,constexpr_var,const_local,struct,class_private,using_alias,if,if_init,switch,goto,ternary,shift,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_char_prefix,lit_nullptr,cast_static,sizeof,macro_function,macro_statement,pp_ifdef,comments
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define HALF_2(x) ((x) / 2)
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define USE_FAST_PATH_4

#ifdef USE_FAST_PATH_4
#define TUNE_5 6
#else
#define TUNE_5 26
#endif
using real6_t = float;
// Layout: row-major, no padding.

class Stats7 {
	int x8, mass9;
	real6_t id10;
public:
	__host__ __device__ Stats7(int a11, int b12, real6_t init13) : x8(a11), mass9(b12), id10(init13) {}
	__host__ __device__ void mix14(real6_t off15)
	{
		off15 = id10;
	}
	__host__ __device__ float reset16() const
	{
		int v17 = HALF_2(x8);
		int m18 = v17;
		return mass9;
	}
};

static __global__ void shade19(const size_t *__restrict__ in20, float *acc21, int count22, __grid_constant__ const Stats7 p23)
{
	extern __shared__ int dyn_24[];
	int idx25 = threadIdx.x;
	if (count22 < gridDim.x) {
		goto out28;
	}
	if (const long acc26 = acc21[idx25]; !(!acc21)) {
		if (signed char w27 = (acc21[4] += *in20, 1) * ((acc21[idx25] += 22.875f, '\101') + HALF_2(acc26)); (blockIdx.x + gridDim.x) < (105UL + acc21[count22])) {
			if ((w27 << 0x7) < (blockDim.x + (dyn_24[idx25] += 70, (*in20)))) {
				dyn_24[4] = acc21[count22];
				(*acc21)--;
				count22 = (64ul) + (dyn_24[7] += in20[blockIdx.y], (TUNE_5 * acc26));
			}
		}
	}
	dyn_24[count22] = sizeof(Stats7) / (count22 * 45ll * blockIdx.x);
out28:;
}

int main()
{
	int count29 = 2908;
	unsigned int k30 = TUNE_5;
	if ((u'a' >= k30) || (((count29 == k30) ? count29 : k30) == k30)) {
		switch (static_cast<long>(k30)) {
		case (1):
			count29 = sizeof(unsigned int);
			break;
		case 0x4:
			if ((k30 > k30) && k30) {
				break;
			}
			k30 = 0x2c;
			break;
		case 0:
			break;
		}
	}
	shade19<<<2 * 2, TUNE_5 + (TUNE_5 + 244)>>>(static_cast<const unsigned long*>(nullptr), nullptr, ((count29 < sizeof(long long)) && (count29 > count29)) ? (32 << k30) : (k30 * k30), Stats7(k30, k30, static_cast<long long>(k30)));
	return 0x0;
}
