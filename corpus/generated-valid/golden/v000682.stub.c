#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000682.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5pack7lPiPhPm(long, int *, unsigned char *__restrict__, unsigned long *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z8smooth21d(double);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14sweep25_kerneliiiPf(int, int, int, float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6pack38PjPfm(unsigned *, float *, size_t);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5pack7lPiPhPm(long __par0, int *__par1, unsigned char *__restrict__ __par2, unsigned long *__par3){ unsigned char *__T0;
__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__T0 = __par2;__cudaSetupArgSimple(__T0, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(long, int *, unsigned char *__restrict__, unsigned long *))pack7)), 0U);}
# 14 "v000682.cu"
void pack7( long __cuda_0,int *__cuda_1,unsigned char *__restrict__ __cuda_2,unsigned long *__cuda_3)
# 14 "v000682.cu"
{__device_stub__Z5pack7lPiPhPm( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 22 "v000682.cu"
}
# 1 "v000682.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z8smooth21d( double __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(double))smooth21)), 0U); }
# 37 "v000682.cu"
void smooth21( double __cuda_0)
# 37 "v000682.cu"
{__device_stub__Z8smooth21d( __cuda_0);
# 55 "v000682.cu"
}
# 1 "v000682.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14sweep25_kerneliiiPf( int __par0,  int __par1,  int __par2,  float *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaSetupArgSimple(__par3, 16UL); __cudaLaunch(((char *)((void ( *)(int, int, int, float *))sweep25_kernel)), 0U); }
# 58 "v000682.cu"
void sweep25_kernel( int __cuda_0,int __cuda_1,int __cuda_2,float *__cuda_3)
# 58 "v000682.cu"
{__device_stub__Z14sweep25_kerneliiiPf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 67 "v000682.cu"
}
# 1 "v000682.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6pack38PjPfm( unsigned *__par0,  float *__par1,  size_t __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(unsigned *, float *, size_t))pack38)), 0U); }
# 76 "v000682.cu"
void pack38( unsigned *__cuda_0,float *__cuda_1,::size_t __cuda_2)
# 76 "v000682.cu"
{__device_stub__Z6pack38PjPfm( __cuda_0,__cuda_1,__cuda_2);
# 87 "v000682.cu"
}
# 1 "v000682.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(unsigned *, float *, size_t))pack38), _Z6pack38PjPfm, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(int, int, int, float *))sweep25_kernel), _Z14sweep25_kerneliiiPf, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(double))smooth21), _Z8smooth21d, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(long, int *, unsigned char *__restrict__, unsigned long *))pack7), _Z5pack7lPiPhPm, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
