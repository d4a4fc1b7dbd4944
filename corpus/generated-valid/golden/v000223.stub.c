#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000223.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13shade3_kerneliPKhf(int, const unsigned char *, float);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14march27_kernelPKd(const double *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14relax50_kernelPijPh(int *__restrict__, unsigned, unsigned char *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN6math113v1214weigh13_kernelEPsPa(short *__restrict__, signed char *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13shade3_kerneliPKhf(int __par0, const unsigned char *__par1, float __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(int, const unsigned char *, float))shade3_kernel)), 0U);}
# 9 "v000223.cu"
void shade3_kernel( int __cuda_0,const unsigned char *__cuda_1,float __cuda_2)
# 10 "v000223.cu"
{__device_stub__Z13shade3_kerneliPKhf( __cuda_0,__cuda_1,__cuda_2);
# 22 "v000223.cu"
}
# 1 "v000223.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14march27_kernelPKd( const double *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const double *))march27_kernel)), 0U); }
# 48 "v000223.cu"
void march27_kernel( const double *__cuda_0)
# 49 "v000223.cu"
{__device_stub__Z14march27_kernelPKd( __cuda_0);

}
# 1 "v000223.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14relax50_kernelPijPh( int *__restrict__ __par0,  unsigned __par1,  unsigned char *__par2) {  int *__T0;
__cudaLaunchPrologue(3); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int *__restrict__, unsigned, unsigned char *))relax50_kernel)), 0U); }
# 80 "v000223.cu"
void relax50_kernel( int *__restrict__ __cuda_0,unsigned __cuda_1,unsigned char *__cuda_2)
# 81 "v000223.cu"
{__device_stub__Z14relax50_kernelPijPh( __cuda_0,__cuda_1,__cuda_2);
# 92 "v000223.cu"
}
# 1 "v000223.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN6math113v1214weigh13_kernelEPsPa( short *__restrict__ __par0,  signed char *__par1) {  short *__T8;
__cudaLaunchPrologue(2); __T8 = __par0; __cudaSetupArgSimple(__T8, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(short *__restrict__, signed char *))math11::v12::weigh13_kernel)), 0U); }
# 25 "v000223.cu"
void math11::v12::weigh13_kernel( short *__restrict__ __cuda_0,signed char *__cuda_1)
# 26 "v000223.cu"
{__device_stub__ZN6math113v1214weigh13_kernelEPsPa( __cuda_0,__cuda_1);
# 38 "v000223.cu"
}
# 1 "v000223.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T9) {  __nv_dummy_param_ref(__T9); __nv_save_fatbinhandle_for_managed_rt(__T9); __cudaRegisterEntry(__T9, ((void ( *)(short *__restrict__, signed char *))math11::v12::weigh13_kernel), _ZN6math113v1214weigh13_kernelEPsPa, (-1)); __cudaRegisterEntry(__T9, ((void ( *)(int *__restrict__, unsigned, unsigned char *))relax50_kernel), _Z14relax50_kernelPijPh, (-1)); __cudaRegisterEntry(__T9, ((void ( *)(const double *))march27_kernel), _Z14march27_kernelPKd, (-1)); __cudaRegisterEntry(__T9, ((void ( *)(int, const unsigned char *, float))shade3_kernel), _Z13shade3_kerneliPKhf, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
