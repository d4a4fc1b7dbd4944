#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000245.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7shade12Pj(unsigned *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7blend20PKmiPi(const unsigned long *__restrict__, idx16_t, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7drift25PiPjPKli(idx16_t *, unsigned *, const long *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z15spread32_kernelPiPlih(idx16_t *, long *, idx16_t, unsigned char);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7shade12Pj(unsigned *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(unsigned *))shade12)), 0U);}
# 17 "v000245.cu"
void shade12( unsigned *__cuda_0)
# 18 "v000245.cu"
{__device_stub__Z7shade12Pj( __cuda_0);
# 24 "v000245.cu"
}
# 1 "v000245.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7blend20PKmiPi( const unsigned long *__restrict__ __par0,  idx16_t __par1,  int *__par2) {  const unsigned long *__T0;
__cudaLaunchPrologue(3); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const unsigned long *__restrict__, idx16_t, int *))blend20)), 0U); }
# 33 "v000245.cu"
void blend20( const unsigned long *__restrict__ __cuda_0,::idx16_t __cuda_1,int *__cuda_2)
# 34 "v000245.cu"
{__device_stub__Z7blend20PKmiPi( __cuda_0,__cuda_1,__cuda_2);


}
# 1 "v000245.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7drift25PiPjPKli( idx16_t *__par0,  unsigned *__par1,  const long *__par2,  int __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(idx16_t *, unsigned *, const long *, int))drift25)), 0U); }
# 40 "v000245.cu"
void drift25( ::idx16_t *__cuda_0,unsigned *__cuda_1,const long *__cuda_2,int __cuda_3)
# 41 "v000245.cu"
{__device_stub__Z7drift25PiPjPKli( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 47 "v000245.cu"
}
# 1 "v000245.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z15spread32_kernelPiPlih( idx16_t *__par0,  long *__par1,  idx16_t __par2,  unsigned char __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 20UL); __cudaLaunch(((char *)((void ( *)(idx16_t *, long *, idx16_t, unsigned char))spread32_kernel)), 0U); }
# 49 "v000245.cu"
void spread32_kernel( ::idx16_t *__cuda_0,long *__cuda_1,::idx16_t __cuda_2,unsigned char __cuda_3)
# 50 "v000245.cu"
{__device_stub__Z15spread32_kernelPiPlih( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 56 "v000245.cu"
}
# 1 "v000245.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(idx16_t *, long *, idx16_t, unsigned char))spread32_kernel), _Z15spread32_kernelPiPlih, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(idx16_t *, unsigned *, const long *, int))drift25), _Z7drift25PiPjPKli, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(const unsigned long *__restrict__, idx16_t, int *))blend20), _Z7blend20PKmiPi, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(unsigned *))shade12), _Z7shade12Pj, (-1)); __cudaRegisterVariable(__T4, __shadow_var(d_smooth7,::d_smooth7), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
