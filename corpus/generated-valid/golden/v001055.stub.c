#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001055.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6weigh1PiPjS_Pm(int *, unsigned *, int *, size_t *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13split8_kernelfPKdPKi(float, const double *, const int *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN6kern4414pivot50_kernelEPf(float *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN6kern4414probe54_kernelEf(float);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6weigh1PiPjS_Pm(int *__par0, unsigned *__par1, int *__par2, size_t *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(int *, unsigned *, int *, size_t *))weigh1)), 0U);}
# 5 "v001055.cu"
void weigh1( int *__cuda_0,unsigned *__cuda_1,int *__cuda_2,::size_t *__cuda_3)
# 5 "v001055.cu"
{__device_stub__Z6weigh1PiPjS_Pm( __cuda_0,__cuda_1,__cuda_2,__cuda_3);




}
# 1 "v001055.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13split8_kernelfPKdPKi( float __par0,  const double *__par1,  const int *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(float, const double *, const int *))split8_kernel)), 0U); }
# 12 "v001055.cu"
void split8_kernel( float __cuda_0,const double *__cuda_1,const int *__cuda_2)
# 12 "v001055.cu"
{__device_stub__Z13split8_kernelfPKdPKi( __cuda_0,__cuda_1,__cuda_2);
# 19 "v001055.cu"
}
# 1 "v001055.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN6kern4414pivot50_kernelEPf( float *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(float *))kern44::pivot50_kernel)), 0U); }
# 72 "v001055.cu"
void kern44::pivot50_kernel( float *__cuda_0)
# 72 "v001055.cu"
{__device_stub__ZN6kern4414pivot50_kernelEPf( __cuda_0);




}
# 1 "v001055.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN6kern4414probe54_kernelEf( float __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(float))kern44::probe54_kernel)), 0U); }
# 79 "v001055.cu"
void kern44::probe54_kernel( float __cuda_0)
# 79 "v001055.cu"
{__device_stub__ZN6kern4414probe54_kernelEf( __cuda_0);


}
# 1 "v001055.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(float))kern44::probe54_kernel), _ZN6kern4414probe54_kernelEf, 256); __cudaRegisterEntry(__T3, ((void ( *)(float *))kern44::pivot50_kernel), _ZN6kern4414pivot50_kernelEPf, 512); __cudaRegisterEntry(__T3, ((void ( *)(float, const double *, const int *))split8_kernel), _Z13split8_kernelfPKdPKi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int *, unsigned *, int *, size_t *))weigh1), _Z6weigh1PiPjS_Pm, 32); __cudaRegisterManagedVariable(__T3, __shadow_var(m_accum37,::m_accum37), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
