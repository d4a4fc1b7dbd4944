// cudagen 0.1 seed 557 valid
// features: kernel,maxnreg,launch,launch_dim3,launch_shared_mem,device_function,host_device_function,main,shared_var,shared_2d,constexpr_var,auto_var,if,if_init,for,do_while,switch,ternary,bitwise,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_char_prefix,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_function,macro_paste,macro_statement
#include "prelude.cuh"

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_3(a, b) a##b

__host__ __device__ int reduce4(long long alpha5, int len6)
{
	if ((((long)len6) + 4887UL) != 035) {
		int iter7 = 0;
		do {
			alpha5 = (long(iter7) | CAT_3(alpha, 5)) + len6;
			if (bool res8 = 0; (((res8 <= 13) ? alpha5 : len6) | (4 * alpha5)) >= (+res8)) {
				ACCUM_2(len6, (CAT_3(alpha, 5)));
				len6 = (iter7 == len6) ? (alpha5 - (res8 - len6)) : (6L + len6 + float(res8));
				if ((alpha5 != CAT_3(res, 8)) || (16 == len6)) {
					continue;
				}
			}
			++iter7;
		} while ((iter7 < iter7) && (len6 != 36U));
	}
	return 4 | alpha5;
}

__global__ void stencil9(int stride10, int *data11, unsigned q12, const short *in13)
{
	if (!((q12 < q12) && (data11 != nullptr))) {
		auto base14 = 29;
		base14 = (size_t)(('\n' * stride10) / (56u * data11[7]));
	}
	int diff15 = -60;
	diff15 = q12 + ((+stride10) - double(CAT_3(diff, 15)));
}

__device__ unsigned pivot16(unsigned int p17, int stride18)
{
	stride18++;
	stride18++;
	stride18 = stride18;
	unsigned int mid19 = static_cast<int>(p17) + ((float)stride18);
	int mid20 = 972ul;
	__shared__ int sh_21[11][10];
	return +(p17 += stride18, (p17 - 30));
}

__device__ float tally22(int len23)
{
	constexpr int u24 = 1;
	if (!((len23 += len23, (-36l)) <= 19)) {
		for (int j25 = len23; j25 > 0; --j25) {
			constexpr int stride26 = 46;
		}
	}
	__shared__ int sh_27[128];
	int mid28(+MAX2_1(sh_27[113], 53L));
	return sh_27[mid28 & 0177];
}

__global__ void __maxnreg__(32) scale29(const float *input30)
{
	if (input30[2] != ((int)input30[6])) {
		return;
	}
	short m31 = input30[0];
	m31 = 21 | ((unsigned int)(m31 - 3LL));
	switch (m31) {
	case (12):
		m31 = 41 + m31;
		break;
	}
	float z32{9.75f};
	ACCUM_2(m31, (*input30));
}

int main()
{
	int count33 = 500;
	(--count33, (count33 = 54));
	--count33;
	scale29<<<dim3(128), (256), sizeof(int) * 32>>>(static_cast<const float*>(nullptr));
	count33++;
	stencil9<<<(1), 128, sizeof(double) * 128>>>(U' ' + count33, nullptr, (5 * count33) & ' ', static_cast<const short int*>(nullptr));
	return 0;
}
