// cudagen 0.1 seed 695 invalid:continue_outside_loop
// features: kernel,kernel_template,launch_explicit_template_args,launch_deduced_template_args,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,host_function,main,constexpr_var,auto_var,const_local,namespace,nested_namespace,if,switch,switch_fallthrough,nested_block,ternary,bitwise,shift,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_float,lit_nullptr,cast_c,cast_static,sizeof,lambda,lambda_capture_value,lambda_init_capture,lambda_mutable,macro_paste,macro_statement,pp_ifdef,comments
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b

#ifndef USE_FAST_PATH_5
#define TUNE_6 14
#else
#define TUNE_6 59
#endif
// Returns the accumulated value.

__global__ void __launch_bounds__(1 << 9, 1) clamp7(int count8, const int* __restrict__ coef9)
{
	unsigned gid10 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (gid10 >= count8)
		return;
	count8 = 43;
	double u11 = gid10;
	count8--;
	auto val12 = (static_cast<unsigned char>(u11) + CAT_4(gid, 10)) | ((TUNE_6 - gid10) >> ((blockIdx.x != 0x6) ? 51 : gridDim.x));
	constexpr float r13 = 12.375f;
}

template <typename T, class U>
__global__ void warp14(const T* input15, U* data16)
{
	int i17 = (blockIdx.x * blockDim.x) + threadIdx.x;
	data16[i17] = i17;
	U w18 = TUNE_6;
	bool u19 = 1;
	constexpr float prod20 = 20.875F;
}
/* Helper used by the kernels below. */

template <typename T, int N>
__global__ void filter21_kernel(T* dst22, const int* __restrict__ coef23, T* __restrict__ acc24)
{
	switch ((coef23[blockDim.x & 7] > 26) ? 0b10000 : 64) {
	case 3: {
		if ((+gridDim.x) <= gridDim.x)
			return;
		T val25 = (15.375);
		[[fallthrough]];
	}
	case 9:
		{
			if (61 == blockIdx.x)
				break;
			T y26(static_cast<unsigned long>(20));
		}
		[[fallthrough]];
	case 0b1:
	case 10:
		break;
	default:
		break;
	}
}

namespace detail27::v28 {
void run_sift29(bool p30, unsigned int p31, int count32)
{
	double e33 = (double)0.375;
	e33++;
	p30 = ((CAT_4(p, 30) | 0x3f8) & 1);
	warp14<<<dim3((p31 + 127) / 128), dim3((count32 + 0xff) / 256, 8 * 4, 2 * 8), 0x0>>>((const unsigned*)nullptr, (float*)nullptr);
}

int run_reduce34(float p35)
{
	const float prod36 = TUNE_6 + p35;
	auto op38 = [=](float y37) mutable -> long {
		detail27::v28::run_sift29(p35, (y37 - y37) - (y37 - 33), p35 + p35);
		return (p35 <= CAT_4(y, 37)) ? (-0) : p35;
	};
	p35 = 21.375F;
	dim3 cnt39(TUNE_6 + 242);
	filter21_kernel<long, 6><<<dim3(sizeof(float) * (TUNE_6 + (TUNE_6 + 36))), sizeof(int) * (TUNE_6 + 0b110010)>>>((long*)nullptr, (const int*)nullptr, nullptr);
	warp14<float, unsigned int><<<cnt39, TUNE_6 + 50>>>(nullptr, nullptr);
	return prod36 - CAT_4(p, 35);
}
} // namespace detail27::v28

int main()
{
	int size40 = 1393;
	continue;
	size40 = (detail27::v28::run_reduce34(20) >> (TUNE_6 >> size40)) | size40;
	auto fn44 = [lim41 = CAT_4(size, 40) + 42]() {
		dim3 s42 = dim3((lim41 + 255) / 0x100);
		constexpr unsigned int x43 = 0x33;
	};
	fn44();
	warp14<long, unsigned int><<<(size40 + 127) / 128, (TUNE_6 + 50), 4096>>>(nullptr, nullptr);
	detail27::v28::run_reduce34(size40 + size40);
	clamp7<<<(size40 + 255) / 256, 1 << 9>>>(((size40)), static_cast<const int*>(nullptr));
	return 0;
}
