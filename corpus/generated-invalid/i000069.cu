// cudagen 0.1 seed 69 invalid:type_used_as_value
// features: kernel,maxnreg,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,host_function,constexpr_function,main,shared_var,extern_shared,constexpr_var,local_array,struct,aligned_struct,enum,enum_class,typedef,if,for,ternary,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,address_of,member_access,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,sizeof,lambda,lambda_capture_value,lambda_launch,macro_object,macro_statement
#include "prelude.cuh"

#define CHUNK_1 32
#define NUM_ITERS_2 64
#define NUM_ITERS_3 256
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
enum class Mode5 { On6, Fast7 = 5, High8 };

__global__ void update9(int n10, short* buf11, const int* input12)
{
	++n10;
	if ((((*buf11) % 0x81BLL) == 43) || (buf11[n10] + (*buf11))) {
		int off13[2] = {};
		buf11[6]++;
	}
}

struct __align__(16) Body14 {
	int z15;
	unsigned int y16;
	int val17;
	double y18;
};

__global__ void __maxnreg__(128) relax19_kernel(const int* in20, long long p21)
{
	extern __shared__ double dyn_22[];
	p21 *= +(in20[0x0] * 0b11100ul);
	p21 = (*in20) * (dyn_22[4] += 5.0, p21);
	p21--;
	dyn_22[1] *= (+int(p21)) + 53;
}
typedef float real23_t;

__global__ void filter24(double b25, unsigned int alpha26, real23_t* dst27)
{
	Mode5 cnt28 = Mode5::On6;
	real23_t flag29 = (*dst27) + (' ' + (alpha26 + (*dst27)));
	flag29--;
	++flag29;
	Body14 hi30 = Body14{893, 0x14, int(50), 23.875F};
}

__device__ void weigh31(float* acc32, bool b33)
{
	b33 = acc32[0b11] > ((acc32[0b1] += *acc32, (*acc32)) + NUM_ITERS_2);
	for (int i34 = 3; i34 > 0; --i34) {
		(*acc32) = float(8.25f) - i34;
		acc32[i34]--;
	}
	Body14 sum35 = Body14{};
	ACCUM_4(acc32[0x0], (((*acc32) - 5.125f) * sum35.y18));
}
enum Mode36 { ON37 = 3, FAST38 = 7, HIGH39, BUSY40 = 13 };

void host_tile41(Mode36 q42, const int* coef43, int len44)
{
	if (!((unsigned char)len44)) {
		if (((*coef43) <= 22) && (len44 == BUSY40)) {
			return;
		}
		auto fn47 = [=](int u45) -> float {
			filter24<<<dim3((u45 + 127) / 0x80), (32)>>>(9 ^ (*coef43), FAST38, nullptr);
			u45 &= (sizeof(int) >= q42) ? (~(u45 ? u45 : q42)) : len44;
			dim3 tmp46 = dim3(256);
			return NUM_ITERS_2;
		};
		if (q42 == ON37) {
			if ((coef43[0] < 020) && (coef43[len44 & 0x7] & 1)) {
				return;
			}
		}
	}
	unsigned int w48 = (len44 += len44, len44);
}

constexpr int check_update49(int n50, float cfg51)
{
	double y52 = n50;
	return BUSY40;
}
struct Flags55 {
    int bits;
};

int main()
{
	int n53 = 1445;
	n53 = Flags55 + 1;
	if ((52U > n53) || (n53 & 1)) {
		return n53 | 27;
	}
	Body14 stride54 = Body14{};
	check_update49((n53), sizeof(int));
	relax19_kernel<<<dim3((n53 + 0x1F) / 0x20, sizeof(int) * (FAST38 + (ON37 + (ON37 + 3))), (n53 + 31) / 32), dim3(2, (n53 + 0x7f) / 128, (n53 + 255) / 256), sizeof(double) * 128>>>(&n53, ((int)stride54.z15) + check_update49(n53, n53));
	update9<<<dim3(32, 64), dim3((n53 + 31) / 32, 128, (n53 + 077) / 0x40), (CHUNK_1 + (FAST38 + 25)) * (BUSY40 + 3), 0>>>(check_update49(stride54.z15, 6.375f) | (5 - stride54.z15), nullptr, &n53);
	return 0;
}
