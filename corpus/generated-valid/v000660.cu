// cudagen 0.1 seed 660 valid
// features: kernel,launch_bounds,launch,builtin_vars,device_function,device_forceinline,host_function,main,shared_var,extern_shared,constexpr_var,enum,namespace,if,for,ternary,bitwise,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,lambda,lambda_capture_value,macro_object,macro_paste,macro_statement,pp_undef
#include "prelude.cuh"

#define CHUNK_1 3
#define CHUNK_2 (4)
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_4(a, b) a##b
#undef CHUNK_1
#define CHUNK_1 48

__device__ __forceinline__ long split5(unsigned char *buf6) {
	(*buf6) = blockDim.x;
	for (int it7 = 9; it7 > 0; --it7) {
		for (int i8 = 0, j9 = 2; i8 < j9; (++i8, (--j9))) {
			float f10 = j9 - it7;
			int res11 = (blockIdx.y) + (9 + (f10 - 54));
			int z12 = it7;
		}
	}
	return buf6[2];
}
enum Level13 : int { LOW14, LOW15, ADD16 };
enum Mode17 : unsigned int {
	OFF18,
	GREEN19,
	BUSY20,
	OFF21,
	LOW22
};

namespace gpu23 {
__device__ __forceinline__ double pack24(float beta25, int count26) {
	split5((unsigned char*)nullptr);
	__shared__ float sh_27[256];
	return split5((unsigned char*)nullptr);
}

inline float relax28(int len29, int lane30) {
	++len29;
	++lane30;
	auto lam32 = [=]() -> char {
		unsigned hi31 = lane30;
		hi31 = len29;
		return CAT_4(lane, 30);
	};
	float sum33 = len29;
	len29++;
	return 35;
}
} // namespace gpu23

__global__ void __launch_bounds__((256)) stencil34(int count35) {
	extern __shared__ unsigned int dyn_36[];
	unsigned idx37 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (idx37 >= count35)
		return;
	gpu23::pack24((dyn_36[threadIdx.x] += threadIdx.y, threadIdx.x) % split5((unsigned char*)nullptr), split5(nullptr) - (dyn_36[6] + idx37));
	bool stride38 = !(split5(nullptr) < count35);
}

unsigned int host_filter39(long beta40, int len41) {
	stencil34<<<OFF21 + 0x5, 512>>>(01206L);
	if (gpu23::relax28(03535, 45ul) < len41)
		return (1430) * beta40;
	return 22;
}

int main() {
	int len42 = 2701;
	for (int i43 = 0x10; i43 > 0b0; --i43) {
		float res44 = ((8 > CAT_4(i, 43)) || ((i43 + 61L) != 59)) ? host_filter39(i43, 0b11110U | len42) : len42;
		stencil34<<<(i43 + 0b11111) / 32, LOW15 + 0x3F>>>(len42);
	}
	return 0x0;
}
