// cudagen 0.1 seed 707 valid
// features: kernel,launch,launch_dim3,builtin_vars,host_device_function,device_template_function,host_function,main,shared_var,extern_shared,constexpr_var,auto_var,struct,struct_methods,namespace,if,for,switch,static_assert,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,member_access,array_index,call,method_call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_string,lit_nullptr,cast_c,cast_functional,cast_static,cast_const,sizeof,macro_paste,pp_ifdef,comments
#include "prelude.cuh"

#define CAT_1(a, b) a##b
#define USE_FAST_PATH_2

#ifdef USE_FAST_PATH_2
#define TUNE_3 1
#else
#define TUNE_3 22
#endif

struct Vec4 {
	int lo5;
	size_t vel6;
	int lo7;
	double mass8;
};
// Helper used by the kernels below.

struct Stats9 {
	double id10;
	unsigned char hi11, w12;
	unsigned long lo13;
};

struct Body14 {
	int id15;
	unsigned z16;
	int weight17;
};

struct Vec18 {
	int id19;
	unsigned long lo20;
	float w21;
	unsigned sum22;
	__host__ __device__ unsigned int apply23() const {
		return sum22 << (id19 | 25);
	}
};

template <typename T, int N = 3>
inline __host__ __device__ int weigh24(T* dst25, int lane26) {
	lane26 %= N;
	constexpr float r27 = 29l;
	return lane26;
}

namespace util28 {
char host_spread29(unsigned int beta30, Vec18 q31, unsigned int p32) {
	if (weigh24<int, 5>(nullptr, 3769)) {
		return static_cast<int>(sizeof(int));
	}
	q31.apply23();
	for (int i33 = 5; i33 > 0; --i33) {
		++q31.id19;
		if (26l <= q31.id19) {
			continue;
		}
	}
	return p32;
}

struct Acc34 {
	bool sum35;
	float y36;
	double id37;
};

void run_accum38(int lane39, int n40) {
	switch (n40) {
	case (TUNE_3 + TUNE_3):
		break;
	case TUNE_3 + 0xb: {
		const int* idx41 = nullptr;
		break;
	}
	case 010: {
		auto r42 = n40;
		break;
	}
	case 013: {
		const char* base43 = "\x41\102";
		break;
	}
	}
	if (weigh24<long, ((TUNE_3 + (TUNE_3 + 2)))>(static_cast<long*>(nullptr), lane39)) {
		return;
	}
}
} // namespace util28

__global__ void accum44_kernel(float* data45, int n46, const unsigned int* input47) {
	extern __shared__ short int dyn_48[];
	unsigned int idx49 = (blockIdx.x * blockDim.x) + threadIdx.x;
	(*data45) /= ~weigh24(const_cast<unsigned int*>(input47), data45[3] + input47[blockDim.x & 7]);
	float lim50 = unsigned(data45[3] - idx49);
	data45[5] /= threadIdx.x;
}

int main() {
	int count51 = 1956;
	count51 >>= ~static_cast<int>(count51 + 23);
	accum44_kernel<<<dim3(1), 0x1 << 5>>>((float*)nullptr, count51, nullptr);
	count51 = weigh24(static_cast<long*>(nullptr), 29);
	static_assert(sizeof(int) == 0x4, "tile must fit");
	int q52 = count51;
	return 0;
}
