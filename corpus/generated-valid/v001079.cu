// cudagen 0.1 seed 1079 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,launch,launch_shared_mem,launch_stream,device_function,device_forceinline,static_device_function,host_function,static_host_function,main,auto_var,enum_class,if,while,goto,shift,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_octal,lit_int_suffix,lit_float,lit_string,lit_string_concat,lit_nullptr,cast_c,sizeof,alignof,macro_statement
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

__global__ void __launch_bounds__((1024), 4) blend2_kernel(float cfg3) {
	cfg3 = 11.875f + cfg3;
	double lo4 = cfg3;
	lo4 = cfg3 - (40 / ((int)cfg3));
	float base5 = 03154 * lo4;
	auto hi6 = (36u + (lo4 - base5)) * 56;
}

template <typename T, int N = 3>
__global__ void decay7(T cfg8, float p9, int* buf10, int* acc11) {
	if (buf10[0] > (23ll * cfg8)) {
		int iter12 = 0;
		while (iter12 < 4) {
			T hi13 = alignof(float);
			auto z14 = 17;
			int stride15 = hi13 + 18.875;
			++iter12;
		}
	}
}
enum class Color16 { Off17 = 2, Red18, Add19 = 8 };

__global__ void __launch_bounds__(256, 3) bump20(const int* input21, const int* src22, int n23, int count24) {
	if (((src22[5] + n23) <= 42L) && ((src22 == nullptr) && (n23 > 43U))) {
		--n23;
		n23--;
	}
}

static __device__ __forceinline__ int shade25(const long long* input26, unsigned int b27, int count28) {
	if ((*input26) == count28) {
		goto skip29;
	}
	if (count28 >= count28) {
		return 60 - count28;
	}
	--count28;
skip29:;
	return 0100ul - input26[b27];
}

static void run_filter30(const int* coef31, short b32) {
	blend2_kernel<<<sizeof(int) * 4, 512, 512 * 8, nullptr>>>(14ll);
	b32--;
	b32 = (*coef31) - 51LL;
	b32 = 1194;
	b32 = coef31[2];
	const char* res33 = "path\\to" "_tail";
}

int main() {
	int n34 = 2340;
	n34 = 3675;
	n34 = (23ULL - n34) << 7;
	n34++;
	run_filter30(nullptr, 50 >> n34);
	run_filter30((const int*)nullptr, -9);
	Color16 stride35 = Color16::Add19;
	decay7<int, 2><<<2, 1 << 7>>>(31 * n34 * n34, n34 * (n34 + n34), (int*)nullptr, nullptr);
	bump20<<<(n34 + 31) / 32, 32 * 2, 0>>>(nullptr, nullptr, -33, (n34 - n34) + n34);
	return 0;
}
