#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001183.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7score21PKmi(const unsigned long *, int);
static void __device_stub__Z13grow31_kerneliiPlPKj(int, int, long *__restrict__, const unsigned *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z10map_kick42Pdi(double *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13pack43_kernelPaPmf(signed char *, unsigned long *__restrict__, float);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7score21PKmi(const unsigned long *__par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(const unsigned long *, int))score21)), 0U);}
# 36 "v001183.cu"
void score21( const unsigned long *__cuda_0,int __cuda_1)
# 37 "v001183.cu"
{__device_stub__Z7score21PKmi( __cuda_0,__cuda_1);


}
# 1 "v001183.cudafe1.stub.c"
static void __device_stub__Z13grow31_kerneliiPlPKj( int __par0,  int __par1,  long *__restrict__ __par2,  const unsigned *__par3) {  long *__T0;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __T0 = __par2; __cudaSetupArgSimple(__T0, 8UL); __cudaSetupArgSimple(__par3, 16UL); __cudaLaunch(((char *)((void ( *)(int, int, long *__restrict__, const unsigned *))grow31_kernel)), 0U); }
# 49 "v001183.cu"
static void grow31_kernel( int __cuda_0,int __cuda_1,long *__restrict__ __cuda_2,const unsigned *__cuda_3)
# 50 "v001183.cu"
{__device_stub__Z13grow31_kerneliiPlPKj( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 67 "v001183.cu"
}
# 1 "v001183.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z10map_kick42Pdi( double *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(double *, int))map_kick42)), 0U); }
# 74 "v001183.cu"
void map_kick42( double *__cuda_0,int __cuda_1)
# 74 "v001183.cu"
{__device_stub__Z10map_kick42Pdi( __cuda_0,__cuda_1); }
# 1 "v001183.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13pack43_kernelPaPmf( signed char *__par0,  unsigned long *__restrict__ __par1,  float __par2) {  unsigned long *__T1;
__cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __T1 = __par1; __cudaSetupArgSimple(__T1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(signed char *, unsigned long *__restrict__, float))pack43_kernel)), 0U); }
# 76 "v001183.cu"
void pack43_kernel( signed char *__cuda_0,unsigned long *__restrict__ __cuda_1,float __cuda_2)
# 77 "v001183.cu"
{__device_stub__Z13pack43_kernelPaPmf( __cuda_0,__cuda_1,__cuda_2);
# 86 "v001183.cu"
}
# 1 "v001183.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(signed char *, unsigned long *__restrict__, float))pack43_kernel), _Z13pack43_kernelPaPmf, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(double *, int))map_kick42), _Z10map_kick42Pdi, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(int, int, long *__restrict__, const unsigned *))grow31_kernel), _Z13grow31_kerneliiPlPKj, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(const unsigned long *, int))score21), _Z7score21PKmi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
