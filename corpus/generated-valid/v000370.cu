// cudagen 0.1 seed 370 valid
// features: kernel,restrict_params,launch,device_function,device_forceinline,device_template_function,host_function,default_args,main,constexpr_var,auto_var,struct,class_private,struct_template,enum,if,while,do_while,goto,ternary,shift,comparison,incdec,pointer_arith,array_index,lit_int_suffix,lit_nullptr,cast_static,macro_function,comments
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))
#define MOD8_2(x) ((x) % 8)
/* Layout: row-major, no padding. */

struct Sample3 {
	float hi4, z5;
	double hi6;
};

template <typename T>
struct Span7 {
	T count8;
};

class Particle9 {
	float weight10;
	unsigned sum11;
public:
	__host__ __device__ Particle9(float init12, unsigned int b13) : weight10(init12), sum11(b13) {}
	__host__ __device__ void get14(double stride15)
	{
		Span7<long> mid16 = Span7<long>{};
	}
};
enum Axis17 : long { SLOW18, SLOW19 };
enum State20 { HIGH21, OFF22 = 5 };
// Helper used by the kernels below.

int scale23(bool b24, bool q25 = 0)
{
	q25 = q25 * (+MOD8_2(q25));
	q25 = !q25;
	return b24;
}

template <class T, int N = 2>
__device__ __forceinline__ void probe26(T* __restrict__ acc27)
{
	acc27[6]++;
	T y28 = N;
	if (acc27[0] != 53) {
		return;
	}
	State20 prod29 = HIGH21;
}

__global__ void count30(const float* coef31, unsigned short a32, float* acc33)
{
	a32--;
	--a32;
	int* k34 = nullptr;
	char w35 = acc33[a32];
}

__device__ unsigned trace36(int n37, int count38, int n39)
{
	n39 = (n37 >= static_cast<float>(n37)) ? 21U : 22;
	int pass40 = 0;
	if (count38 != count38) {
		goto skip43;
	}
	while (pass40 < 3) {
		int iter41 = 0;
		do {
			n39++;
			n39++;
			++iter41;
		} while (iter41 < n37);
		auto z42 = MOD8_2((n39 >> 12) + ((count38 == n37) ? n39 : OFF22));
		++pass40;
	}
skip43:;
	return pass40 * 44u;
}

int main()
{
	int size44 = 3384;
	--size44;
	double sum45 = SLOW18;
	count30<<<(size44 + 127) / 128, 16 * 2>>>(static_cast<const float*>(nullptr), SQR_1(size44), static_cast<float*>(nullptr));
	unsigned* diff46 = nullptr;
	return 0;
}
