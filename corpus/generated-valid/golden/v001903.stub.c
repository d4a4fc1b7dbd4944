#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001903.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13pivot8_kerneliiPKm(int, int, const size_t *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13fold21_kernelPKmPKfjPi(const size_t *__restrict__, const float *__restrict__, unsigned, int *);
static void __device_stub__Z8gather35PjPKl(unsigned *, const long *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13pivot8_kerneliiPKm(int __par0, int __par1, const size_t *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaSetupArgSimple(__par2, 8UL);__cudaLaunch(((char *)((void ( *)(int, int, const size_t *))pivot8_kernel)), 0U);}
# 21 "v001903.cu"
void pivot8_kernel( int __cuda_0,int __cuda_1,const ::size_t *__cuda_2)
# 22 "v001903.cu"
{__device_stub__Z13pivot8_kerneliiPKm( __cuda_0,__cuda_1,__cuda_2);



}
# 1 "v001903.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13fold21_kernelPKmPKfjPi( const size_t *__restrict__ __par0,  const float *__restrict__ __par1,  unsigned __par2,  int *__par3) {  const size_t *__T0;
 const float *__T1;
__cudaLaunchPrologue(4); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __T1 = __par1; __cudaSetupArgSimple(__T1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(const size_t *__restrict__, const float *__restrict__, unsigned, int *))fold21_kernel)), 0U); }
# 44 "v001903.cu"
void fold21_kernel( const ::size_t *__restrict__ __cuda_0,const float *__restrict__ __cuda_1,unsigned __cuda_2,int *__cuda_3)
# 45 "v001903.cu"
{__device_stub__Z13fold21_kernelPKmPKfjPi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);




}
# 1 "v001903.cudafe1.stub.c"
static void __device_stub__Z8gather35PjPKl( unsigned *__par0,  const long *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned *, const long *))gather35)), 0U); }
# 73 "v001903.cu"
static void gather35( unsigned *__cuda_0,const long *__cuda_1)
# 74 "v001903.cu"
{__device_stub__Z8gather35PjPKl( __cuda_0,__cuda_1);




}
# 1 "v001903.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(unsigned *, const long *))gather35), _Z8gather35PjPKl, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(const size_t *__restrict__, const float *__restrict__, unsigned, int *))fold21_kernel), _Z13fold21_kernelPKmPKfjPi, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(int, int, const size_t *))pivot8_kernel), _Z13pivot8_kerneliiPKm, (-1)); __cudaRegisterVariable(__T5, __shadow_var(c_step30,::c_step30), 0, 16UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
