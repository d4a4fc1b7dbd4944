// cudagen 0.1 seed 2150 valid
// features: kernel,launch,launch_shared_mem,host_device_function,host_function,static_host_function,main,constexpr_var,local_array,if,if_init,for,bitwise,logical,comparison,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_nullptr,cast_static,sizeof,macro_paste,pp_ifdef,pp_undef
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define CAT_3(a, b) a##b

#ifdef USE_FAST_PATH_4
#define TUNE_5 4
#else
#define TUNE_5 27
#endif
#undef TUNE_5
#define TUNE_5 24

__device__ __host__ int spread6(int stride7)
{
	for (int j8 = 0x0, j9 = 0xF; j8 < j9; (++j8, (--j9))) {
		stride7 = TUNE_5;
		unsigned int cnt10[5]{6U, 3u, 15, 8, static_cast<unsigned int>(stride7)};
		unsigned int lim11 = j8 / 17;
	}
	return 50U * (+stride7) * 010;
}

__global__ void mix12(int lane13)
{
	unsigned short cnt14[2]{static_cast<unsigned short>(lane13), 12};
	lane13 = (cnt14[0] += cnt14[0], spread6(lane13)) & cnt14[0x0];
}

static float check_drift15(int lane16, int lane17, int *buf18)
{
	if (long long mid19{4539UL}; ((*buf18) - (lane17 ^ lane16)) != (1254 & mid19)) {
		if (spread6(TUNE_5) != (buf18[6])) {
			double f20 = spread6(mid19);
		}
		if (mid19 == spread6(buf18[1])) {
			int acc21[6] = {8, 56u};
			acc21[mid19] = sizeof(int);
		}
	}
	return spread6((*buf18)) + (lane16 & (*buf18));
}

int main()
{
	int len22 = 3976;
	float v23 = CAT_3(len, 22) / spread6(spread6(len22));
	mix12<<<TUNE_5 + 232, sizeof(float) * 16, 0>>>(check_drift15(TUNE_5 & len22, spread6(CAT_3(v, 23)), nullptr));
	if (len22 >= TUNE_5) {
		return (len22 / TUNE_5) - (len22 | len22);
	}
	if (((len22 & TUNE_5) & 1) && (v23 == len22)) {
		if (check_drift15(TUNE_5, len22, nullptr) == TUNE_5) {
			return (15 ^ len22) + (CAT_3(len, 22) & len22);
		}
		mix12<<<(len22 + 127) / 0x80, TUNE_5 + (TUNE_5 + (TUNE_5 + (TUNE_5 + (TUNE_5 + 392)))), TUNE_5 + 0xFE8>>>(TUNE_5);
	}
	return 0;
}
