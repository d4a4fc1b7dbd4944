#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000799.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13score5_kernelPfmd(float *, size_t, double);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13bias11_kernelPjjiPi(unsigned *, unsigned, int, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z15spread27_kernelbPKdPi(bool, const double *, idx22_t *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14pivot42_kernelPKfyf(const float *, unsigned long long, float);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13score5_kernelPfmd(float *__par0, size_t __par1, double __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(float *, size_t, double))score5_kernel)), 0U);}
# 13 "v000799.cu"
void score5_kernel( float *__cuda_0,::size_t __cuda_1,double __cuda_2)
# 13 "v000799.cu"
{__device_stub__Z13score5_kernelPfmd( __cuda_0,__cuda_1,__cuda_2);



}
# 1 "v000799.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13bias11_kernelPjjiPi( unsigned *__par0,  unsigned __par1,  int __par2,  int *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 12UL); __cudaSetupArgSimple(__par3, 16UL); __cudaLaunch(((char *)((void ( *)(unsigned *, unsigned, int, int *))bias11_kernel)), 0U); }
# 19 "v000799.cu"
void bias11_kernel( unsigned *__cuda_0,unsigned __cuda_1,int __cuda_2,int *__cuda_3)
# 19 "v000799.cu"
{__device_stub__Z13bias11_kernelPjjiPi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 32 "v000799.cu"
}
# 1 "v000799.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z15spread27_kernelbPKdPi( bool __par0,  const double *__par1,  idx22_t *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(bool, const double *, idx22_t *))spread27_kernel)), 0U); }
# 44 "v000799.cu"
void spread27_kernel( bool __cuda_0,const double *__cuda_1,::idx22_t *__cuda_2)
# 44 "v000799.cu"
{__device_stub__Z15spread27_kernelbPKdPi( __cuda_0,__cuda_1,__cuda_2);
# 54 "v000799.cu"
}
# 1 "v000799.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14pivot42_kernelPKfyf( const float *__par0,  unsigned long long __par1,  float __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const float *, unsigned long long, float))pivot42_kernel)), 0U); }
# 71 "v000799.cu"
void pivot42_kernel( const float *__cuda_0,unsigned long long __cuda_1,float __cuda_2)
# 71 "v000799.cu"
{__device_stub__Z14pivot42_kernelPKfyf( __cuda_0,__cuda_1,__cuda_2);
# 81 "v000799.cu"
}
# 1 "v000799.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(const float *, unsigned long long, float))pivot42_kernel), _Z14pivot42_kernelPKfyf, 32); __cudaRegisterEntry(__T3, ((void ( *)(bool, const double *, idx22_t *))spread27_kernel), _Z15spread27_kernelbPKdPi, 1024); __cudaRegisterEntry(__T3, ((void ( *)(unsigned *, unsigned, int, int *))bias11_kernel), _Z13bias11_kernelPjjiPi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(float *, size_t, double))score5_kernel), _Z13score5_kernelPfmd, 32); __cudaRegisterManagedVariable(__T3, __shadow_var(m_drift4,::m_drift4), 0, 8UL, 0, 0); __cudaRegisterVariable(__T3, __shadow_var(c_blend26,::c_blend26), 0, 16UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
