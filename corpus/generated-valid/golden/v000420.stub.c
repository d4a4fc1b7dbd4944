#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000420.fatbin.c"
typedef float _ZN6impl218real22_tE;
extern __attribute__((visibility("hidden"))) void __device_stub__ZN6impl217sweep23EPfPKyb(_ZN6impl218real22_tE *, const unsigned long long *, bool);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN5img3614tally39_kernelEPKfPi(const _ZN6impl218real22_tE *, int *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__ZN6impl217sweep23EPfPKyb(_ZN6impl218real22_tE *__par0, const unsigned long long *__par1, bool __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(_ZN6impl218real22_tE *, const unsigned long long *, bool))impl21::sweep23)), 0U);}
# 46 "v000420.cu"
void impl21::sweep23( _ZN6impl218real22_tE *__cuda_0,const unsigned long long *__cuda_1,bool __cuda_2)
# 46 "v000420.cu"
{__device_stub__ZN6impl217sweep23EPfPKyb( __cuda_0,__cuda_1,__cuda_2);
# 52 "v000420.cu"
}
# 1 "v000420.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN5img3614tally39_kernelEPKfPi( const _ZN6impl218real22_tE *__par0,  int *__restrict__ __par1) {  int *__T3;
__cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __T3 = __par1; __cudaSetupArgSimple(__T3, 8UL); __cudaLaunch(((char *)((void ( *)(const _ZN6impl218real22_tE *, int *__restrict__))img36::tally39_kernel)), 0U); }
# 66 "v000420.cu"
void img36::tally39_kernel( const _ZN6impl218real22_tE *__cuda_0,int *__restrict__ __cuda_1)
# 66 "v000420.cu"
{__device_stub__ZN5img3614tally39_kernelEPKfPi( __cuda_0,__cuda_1);
# 75 "v000420.cu"
}
# 1 "v000420.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(const _ZN6impl218real22_tE *, int *__restrict__))img36::tally39_kernel), _ZN5img3614tally39_kernelEPKfPi, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(_ZN6impl218real22_tE *, const unsigned long long *, bool))impl21::sweep23), _ZN6impl217sweep23EPfPKyb, (-1)); __cudaRegisterManagedVariable(__T4, __shadow_var(_ZN5img369m_pivot37E,::img36::m_pivot37), 0, 128UL, 0, 0); __cudaRegisterVariable(__T4, __shadow_var(_ZN5img369d_split38E,::img36::d_split38), 0, 1UL, 0, 0); __cudaRegisterVariable(__T4, __shadow_var(_ZN5img469d_pivot47E,::img46::d_pivot47), 0, 8UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
