// cudagen 0.1 seed 359 invalid:private_member_access
// features: kernel,launch_bounds,launch,launch_shared_mem,main,shared_var,static_shared,constexpr_var,auto_var,if,for,compound_assign,shift,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_paste,pp_ifdef,pp_if
#include "prelude.cuh"

#define TILE_DIM_1 128
#define BLOCK_SIZE_2 (3)
#define CAT_3(a, b) a##b
#define USE_FAST_PATH_4
#ifdef USE_FAST_PATH_4
#define TUNE_5 2
#else
#define TUNE_5 24
#endif
#if BLOCK_SIZE_2 > 51
#define CONFIG_6 1
#else
#define CONFIG_6 11
#endif
constexpr long TILE7 = (sizeof(int) * 4);
__global__ void __launch_bounds__(1 << 6) apply8(const short *input9)
{
	int prod10 = static_cast<char>((int)CONFIG_6);
	--prod10;
	if ((prod10 - TILE7) > input9[0b1]) {
		for (int j11 = 8; j11 > 0b0; --j11) {
			auto v12 = (double)input9[3];
		}
	}
	static __shared__ long sh_13;
}
class Counter15 {
    int count_;
public:
    Counter15(int c) : count_(c) {}
    int get() const { return count_; }
};
int main(void)
{
	int len14 = 3310;
	Counter15 counter16(len14);
	len14 = counter16.count_;
	len14 *= TILE7;
	apply8<<<sizeof(unsigned int) * 32, sizeof(unsigned int) * 0x10, sizeof(float) * 64>>>(nullptr);
	len14++;
	return 0;
}
