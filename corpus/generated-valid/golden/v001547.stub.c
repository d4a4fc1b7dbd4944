#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001547.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z12warp7_kernelPjPKiPKm(unsigned *__restrict__, const int *, const size_t *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13kick16_kernelbiPi(bool, int, int *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7score32PiPKiS1_(int *__restrict__, const int *, const int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z12warp7_kernelPjPKiPKm(unsigned *__restrict__ __par0, const int *__par1, const size_t *__par2){ unsigned *__T0;
__cudaLaunchPrologue(3);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(unsigned *__restrict__, const int *, const size_t *))warp7_kernel)), 0U);}
# 10 "v001547.cu"
void warp7_kernel( unsigned *__restrict__ __cuda_0,const int *__cuda_1,const ::size_t *__cuda_2)
# 10 "v001547.cu"
{__device_stub__Z12warp7_kernelPjPKiPKm( __cuda_0,__cuda_1,__cuda_2);
# 20 "v001547.cu"
}
# 1 "v001547.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13kick16_kernelbiPi( bool __par0,  int __par1,  int *__restrict__ __par2) {  int *__T1;
__cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __T1 = __par2; __cudaSetupArgSimple(__T1, 8UL); __cudaLaunch(((char *)((void ( *)(bool, int, int *__restrict__))kick16_kernel)), 0U); }
# 22 "v001547.cu"
void kick16_kernel( bool __cuda_0,int __cuda_1,int *__restrict__ __cuda_2)
# 22 "v001547.cu"
{__device_stub__Z13kick16_kernelbiPi( __cuda_0,__cuda_1,__cuda_2);




}
# 1 "v001547.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7score32PiPKiS1_( int *__restrict__ __par0,  const int *__par1,  const int *__par2) {  int *__T2;
__cudaLaunchPrologue(3); __T2 = __par0; __cudaSetupArgSimple(__T2, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int *__restrict__, const int *, const int *))score32)), 0U); }
# 41 "v001547.cu"
void score32( int *__restrict__ __cuda_0,const int *__cuda_1,const int *__cuda_2)
# 41 "v001547.cu"
{__device_stub__Z7score32PiPKiS1_( __cuda_0,__cuda_1,__cuda_2);




}
# 1 "v001547.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(int *__restrict__, const int *, const int *))score32), _Z7score32PiPKiS1_, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(bool, int, int *__restrict__))kick16_kernel), _Z13kick16_kernelbiPi, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(unsigned *__restrict__, const int *, const size_t *))warp7_kernel), _Z12warp7_kernelPjPKiPKm, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
